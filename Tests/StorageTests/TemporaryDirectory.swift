import CoreTesting
import Foundation
import Glibc

/// A fresh directory under the system temp folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "lista-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    /// The file's text (``FileText/read(_:)``: Foundation leaks 4 KB on every empty file).
    func read(_ name: String) throws -> String {
        guard let text = FileText.read(file(name)) else { throw CocoaError(.fileReadNoSuchFile) }
        return text
    }

    /// Appends the way a shell's `echo text >> file` does (``FileText/append(_:to:)``).
    func append(_ name: String, _ text: String) throws {
        try FileText.append(text, to: file(name))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
