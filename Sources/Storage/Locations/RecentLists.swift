import Glibc

/// The lists opened lately, most recent first: one absolute path a line in
/// `$XDG_STATE_HOME/lista/recent` (else `~/.local/state/lista/recent`), at most ``limit``.
/// The file is a convenience: a missing, unreadable or corrupt one reads as no recent lists,
/// and a failed write is ignored.
public struct RecentLists: Sendable {
    /// How many lists the file keeps.
    public static let limit = 10

    /// The file's path.
    public let path: String

    /// The recent file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The recent file the XDG base directory spec places: `$XDG_STATE_HOME/lista/recent` when
    /// XDG_STATE_HOME is an absolute path, else `$HOME/.local/state/lista/recent`; nil with neither.
    public init?(environment: [String: String]) {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            self.init(path: state + "/lista/recent")
        } else if let home = environment["HOME"], !home.isEmpty {
            self.init(path: home + "/.local/state/lista/recent")
        } else {
            return nil
        }
    }

    /// The recent lists, most recent first: absolute paths only, each once, at most ``limit``.
    /// Lines that are not absolute paths (a corrupt file) are skipped.
    public func read() -> [String] {
        guard let bytes = try? POSIXIO.readFile(path).bytes else { return [] }
        return Self.cleaned(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Puts `list` first, keeping the others in order, and writes the file as the list is
    /// written: under the lock on its folder (``FileLock``), by ``AtomicWriter`` (a new temporary
    /// file that follows no link, renamed over the file). Creates the folder. Returns the new
    /// order. O(limit).
    @discardableResult
    public func record(_ list: String) -> [String] {
        record(list, beforeWrite: {})
    }

    /// ``record(_:)``, with `beforeWrite` run between the read and the write (tests look at the
    /// lock there).
    @discardableResult
    func record(_ list: String, beforeWrite: () -> Void) -> [String] {
        try? Directories.create(POSIXIO.directoryOf(path))
        // Two processes starting at once each read the file and write it back: taking turns,
        // the second reads what the first wrote, so neither list drops out. The lock's holder
        // also removes the temporary files a killed writer left.
        guard let lock = try? FileLock(for: path) else { return Self.cleaned([list] + read()) }
        return withExtendedLifetime(lock) {
            let lists = Self.cleaned([list] + read())
            beforeWrite()
            _ = try? AtomicWriter.write(Array(lists.map { $0 + "\n" }.joined().utf8), to: path)
            return lists
        }
    }

    private static func cleaned(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return Array(lines.filter { line in
            line.hasPrefix("/") && !line.contains("\0") && seen.insert(line).inserted
        }.prefix(limit))
    }
}
