import Foundation

/// What an x86-64 ELF file says about how it is loaded: its type and program headers.
struct ExecutableImage {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let bytes: Data

    init(path: String) throws {
        bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        guard bytes.count >= 64, bytes.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2 else {
            throw Failure(description: "\(path) is not a 64-bit ELF file")
        }
    }

    /// `ET_DYN`: loaded at an address chosen at run time (a PIE, or a shared library).
    var isPositionIndependent: Bool { integer(at: 16, size: 2) == 3 }

    /// Whether a program header names a dynamic loader (`PT_INTERP`).
    var hasInterpreter: Bool {
        let offset = integer(at: 32, size: 8), entrySize = integer(at: 54, size: 2), count = integer(at: 56, size: 2)
        return (0..<count).contains { integer(at: offset + $0 * entrySize, size: 4) == 3 }
    }

    /// Whether its dynamic section names a library search path (`DT_RPATH` or `DT_RUNPATH`).
    /// glibc's start-up code of a static PIE refuses one, before `main`, with a crash.
    var hasSearchPath: Bool {
        !dynamicTags.isDisjoint(with: [15, 29])
    }

    /// Whether its relative relocations are packed (`DT_RELR`): a few KB to apply at start
    /// instead of 24 bytes each.
    var hasPackedRelocations: Bool {
        dynamicTags.contains(36)
    }

    /// The tags of its dynamic section's entries (`PT_DYNAMIC`), up to `DT_NULL`.
    private var dynamicTags: Set<Int> {
        let offset = integer(at: 32, size: 8), entrySize = integer(at: 54, size: 2), count = integer(at: 56, size: 2)
        guard let header = (0..<count).map({ offset + $0 * entrySize }).first(where: { integer(at: $0, size: 4) == 2 }) else { return [] }
        let (start, size) = (integer(at: header + 8, size: 8), integer(at: header + 32, size: 8))
        var tags: Set<Int> = []
        for entry in stride(from: start, to: start + size, by: 16) {
            let tag = integer(at: entry, size: 8)
            if tag == 0 { break }
            tags.insert(tag)
        }
        return tags
    }

    /// Whether the file's bytes hold `text` anywhere (symbols, strings, library names).
    func contains(_ text: String) -> Bool {
        bytes.range(of: Data(text.utf8)) != nil
    }

    /// The little-endian unsigned integer of `size` bytes at `offset`.
    private func integer(at offset: Int, size: Int) -> Int {
        (0..<size).reduce(0) { $0 | Int(bytes[bytes.startIndex + offset + $1]) << (8 * $1) }
    }
}
