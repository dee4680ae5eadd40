import Glibc

/// The temporary files of atomic saves: `.todo.txt.lista-save-k3x9…` beside `todo.txt`.
///
/// Each is created new (`O_CREAT | O_EXCL | O_NOFOLLOW`) under a name no one can guess, so a
/// link or a file planted at a temporary name in a shared folder is never opened, followed or
/// truncated. A writer killed before its rename leaves its file; the next holder of the folder's
/// ``FileLock`` removes it (``removeLeftovers(in:)``).
enum TemporaryFiles {
    /// What every temporary name of `path` starts with.
    static func prefix(for path: String) -> String {
        "." + POSIXIO.nameOf(path) + marker
    }

    private static let marker = ".lista-save"

    /// Creates a new temporary file for saving `path`, open for writing, and returns its path and
    /// descriptor. It is created with mode 0o600 when `finalMode` is given (the caller gives it
    /// the final owner and mode before writing), or 0o644 minus the umask for a new file.
    /// A name that is taken (by anything: a file, a link, a planted one) is passed over for the
    /// next; `suffix` makes the names (tests name them to plant something there first).
    /// Throws `StorageError`.
    static func create(for path: String, finalMode: UInt32?,
                       suffix: () -> String = randomSuffix) throws -> (path: String, descriptor: Int32) {
        let folder = POSIXIO.directoryOf(path)
        for _ in 0..<16 {
            let candidate = folder + "/" + prefix(for: path) + "-" + suffix()
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, finalMode == nil ? 0o644 : 0o600)
            if descriptor >= 0 { return (candidate, descriptor) }
            if errno != EEXIST { throw AtomicWriter.saveError(errno, path: path) }
        }
        throw StorageError.from(errno: EEXIST, path: path, operation: "save")
    }

    /// Twelve letters and digits from the system's random source.
    static func randomSuffix() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        return String(decoding: (0..<12).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self)
    }

    /// Whether `name` is a temporary name of a save (of any list), this version's or an
    /// earlier one's fixed `.todo.txt.lista-save`.
    static func isTemporary(named name: String) -> Bool {
        guard name.hasPrefix(".") else { return false }
        if name.hasSuffix(marker) { return true }
        let stem = name.dropLast(13)
        return name.count > 13 && name[stem.endIndex...].first == "-" && stem.hasSuffix(marker)
    }

    /// The names of the temporary files in `folder`, sorted. O(files in the folder).
    static func leftovers(in folder: String) -> [String] {
        POSIXIO.names(in: folder, where: isTemporary(named:))
    }

    /// Removes the temporary files killed writers left in `folder`. Only with the folder's lock
    /// held: then no save is under way there. `unlink` never follows a link, and a file another
    /// user owns in a sticky folder stays (the removal is refused and ignored).
    static func removeLeftovers(in folder: String) {
        for name in leftovers(in: folder) {
            unlink(folder + "/" + name)
        }
    }
}
