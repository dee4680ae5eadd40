import CoreTesting
import Foundation
import XCTest

/// `make install DESTDIR=… PREFIX=/usr`, with LISTA_BIN so it installs the binary under test
/// instead of building another: the binary, the man page and the three completions land.
final class InstallTests: XCTestCase {
    func testMakeInstallPutsEveryFileInPlace() throws {
        let binary = try TmuxSession.listaBinary()
        let destination = NSTemporaryDirectory() + "lista-install-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: destination) }
        let run = try ProcessRun.run("/usr/bin/env", ["make", "-s", "-C", PackageFiles.root, "install",
                                                      "DESTDIR=\(destination)", "PREFIX=/usr", "LISTA_BIN=\(binary)"])
        XCTAssertEqual(run.status, 0, run.standardError + run.standardOutput)
        let files: [(String, String)] = [
            ("usr/share/man/man1/lista.1", "docs/lista.1"),
            ("usr/share/bash-completion/completions/lista", "docs/completions/lista.bash"),
            ("usr/share/zsh/site-functions/_lista", "docs/completions/_lista"),
            ("usr/share/fish/vendor_completions.d/lista.fish", "docs/completions/lista.fish"),
        ]
        for (installed, source) in files {
            let path = destination + "/" + installed
            XCTAssertEqual(FileText.read(path), FileText.read(PackageFiles.path(source)), installed)
            XCTAssertFalse(FileManager.default.isExecutableFile(atPath: path), "\(installed) is not executable")
        }
        let installed = destination + "/usr/bin/lista"
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: installed))
        let version = try ProcessRun.run(installed, ["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.standardOutput, "lista 0.1.0\n")
    }

    /// The binary holds no Foundation (not even FoundationEssentials), linked in or loaded:
    /// its loading and relocation cost every start milliseconds, most of the first frame of a
    /// small list. A binary that links it names the module, in its symbols when linked
    /// statically, in its list of libraries when not.
    func testTheBinaryHoldsNoFoundation() throws {
        let image = try ExecutableImage(path: try TmuxSession.listaBinary())
        XCTAssertFalse(image.contains("FoundationEssentials"),
                       "a module of the app imports Foundation: Core has Timestamp, Storage the local days and the environment")
    }

    /// `make`'s release build is one static, position-independent executable (`STATIC_PIE`):
    /// no dynamic loader and no shared library to find, relocate and bind at every start
    /// (2.8 M of the 10.5 M instructions before a 50-row list's first frame), still loaded at
    /// a random address, with its relocations packed.
    func testTheReleaseBinaryIsAStaticPositionIndependentExecutable() throws {
        let binary = try TmuxSession.listaBinary()
        try XCTSkipUnless(binary.contains("/release/"), "only a release build is linked statically; this is \(binary)")
        let image = try ExecutableImage(path: binary)
        XCTAssertFalse(image.hasInterpreter, "the release binary asks for a dynamic loader: \(binary)")
        XCTAssertTrue(image.isPositionIndependent, "the release binary lost its ASLR (not a PIE): \(binary)")
        XCTAssertFalse(image.hasSearchPath, "the release binary names a library search path, which a static PIE crashes on at start: \(binary)")
        XCTAssertTrue(image.hasPackedRelocations, "the release binary's relative relocations are not packed (RELR): \(binary)")
    }
}
