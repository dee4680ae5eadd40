import Foundation

/// Files of the package these tests check (the man page, the completions, the Makefile),
/// found from this file's path.
enum PackageFiles {
    /// `<package>`, from `<package>/Tests/EndToEndTests/PackageFiles.swift`.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// A folder holding `lista` (a link to the binary under test), to put first on PATH: the
    /// completions call `lista` by name.
    static func folderWithLista(_ binary: String) throws -> String {
        let folder = NSTemporaryDirectory() + "lista-path-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/lista", withDestinationPath: binary)
        return folder
    }
}
