// swift-tools-version:6.0
import PackageDescription

/// Lista: layers point down only.
/// lista -> Terminal -> Views -> Features -> Storage, Core -> Collections;
/// lista, Commands -> Settings -> Views, Storage.
/// Only `Terminal` imports the C module `CNcurses`.
let package = Package(
    name: "Lista",
    products: [
        .executable(name: "lista", targets: ["lista"]),
        .library(name: "Collections", targets: ["Collections"]),
        .library(name: "Core", targets: ["Core"]),
        .library(name: "CoreTesting", targets: ["CoreTesting"]),
    ],
    targets: [
        // IdentifiedArray and the collections under it (ChunkedArray, the slot table). Depends on
        // nothing of ours; every public member states its complexity.
        .target(name: "Collections"),
        // The architecture: Reducer, Effect, Store, composition, presentation, dependencies.
        .target(name: "Core", dependencies: ["Collections"]),
        // TestStore and test helpers; depends on XCTest at run time only through issue reporting.
        .target(name: "CoreTesting", dependencies: ["Core"]),
        // todo.txt parsing/printing, atomic saves, locking, change watching. No UI, no reducers.
        .target(name: "Storage"),
        // The scriptable CLI (`lista ls`, `lista add`, ...) on the same file, lock and merge rules.
        .target(name: "Commands", dependencies: ["Storage", "Settings", "Views"]),
        // The to-do domain as reducers.
        .target(name: "Features", dependencies: ["Collections", "Core", "Storage"]),
        // Display width of a Unicode scalar as glibc (and so ncursesw) measures it.
        .target(name: "CDisplayWidth"),
        // Pure rendering: state -> Grid, key -> action.
        .target(name: "Views", dependencies: ["Collections", "Core", "Storage", "Features", "CDisplayWidth"]),
        // The person's config file: keys, settings, colours, parsed and printed. No I/O.
        .target(name: "Settings", dependencies: ["Storage", "Views"]),
        // ncursesw, through a system-library target (libncurses-dev).
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The only module that imports CNcurses: event loop, key reading, signals, blitting.
        .target(name: "Terminal", dependencies: ["CNcurses", "Views", "Features", "Core"]),
        // `make`'s release build links it as one static PIE (the Makefile's STATIC_PIE says why
        // there, and not here); ncursesw's terminfo part is then a library of its own.
        .executableTarget(name: "lista", dependencies: ["Terminal", "Views", "Features", "Storage", "Commands", "Core", "Collections", "Settings"],
                          linkerSettings: [
                              .linkedLibrary("tinfo", .when(configuration: .release)),
                          ]),
        // The whole app headless (the real session on an in-memory screen) and its invariants,
        // for the monkey tests and the whole-app fuzz target. Not linked into the app.
        .target(name: "AppTesting", dependencies: ["Terminal", "Views", "Features", "Storage", "Core", "Collections"]),
        // A program on a pseudo-terminal: the one pty helper of the end-to-end tests, the
        // terminal tests and the benchmark's terminal sessions. Not linked into the app.
        .target(name: "PtyHarness"),
        .executableTarget(name: "lista-bench", dependencies: ["Collections", "Core", "Features", "Storage", "Views", "PtyHarness"]),

        .testTarget(name: "CollectionsTests", dependencies: ["Collections", "CoreTesting"]),
        .testTarget(name: "CoreTests", dependencies: ["Core", "Collections", "CoreTesting"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "CoreTesting"]),
        // Features too: a property test checks that `lista ls` and the app's lens list the same rows.
        .testTarget(name: "CommandsTests", dependencies: ["Commands", "Storage", "CoreTesting", "Features", "Core", "Collections"]),
        // Views too: the model test checks that the screen shows what the file and the state hold.
        .testTarget(name: "FeaturesTests", dependencies: ["Features", "Collections", "Core", "CoreTesting", "Storage", "Views"]),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "Views", "Storage"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Features", "Collections", "Core", "CoreTesting", "Storage"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Views", "Features", "Core", "CoreTesting", "Storage", "AppTesting", "PtyHarness"]),
        // The whole app driven headlessly by random keys: the real session on an in-memory screen.
        .testTarget(name: "MonkeyTests", dependencies: ["AppTesting", "Views", "Features", "Core", "CoreTesting", "Storage"]),
        .testTarget(name: "EndToEndTests", dependencies: ["CoreTesting", "PtyHarness"]),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds reach generic types' metadata through their accessors rather than by their
// mangled names: demangling a name checks the type's generic requirements at run time, and each
// first check of a conformance scans every conformance record of the static binary (about 2,300).
// At 50 rows that was 17 scans and 1.5 M of the 12.3 M instructions before the first frame;
// the accessors cost about 50 KB of code.
// They also optimize across modules (-cross-module-optimization): Core's reducers (Scope, forEach,
// ifLet) and Collections' are generic, and without it each action of the list ran them
// unspecialized, looking up generic metadata at run time; with it a key at 1M rows costs
// 6-31% less (j 129 -> 118 us, d 219 -> 155 us) for 1.4 MB more binary.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-cross-module-optimization"], .when(configuration: .release)),
    ]
}
