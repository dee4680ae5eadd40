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

    /// The binary loads no Foundation (not even FoundationEssentials) and no ICU: their loading
    /// and relocation cost every start milliseconds, most of the first frame of a small list
    /// (`make` links Swift's own runtime into the release binary too, with
    /// `--static-swift-stdlib`).
    func testTheBinaryLoadsNoFoundation() throws {
        let binary = try TmuxSession.listaBinary()
        let run = try ProcessRun.run("/usr/bin/ldd", [binary])
        XCTAssertEqual(run.status, 0, run.standardError)
        let libraries = run.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(libraries.contains { $0.hasPrefix("libncursesw") }, run.standardOutput)
        XCTAssertEqual(libraries.filter { $0.hasPrefix("libFoundation") || $0.contains("ICU") }, [],
                       "a module of the app imports Foundation: Core has Timestamp, Storage the local days and the environment")
    }
}
