import Glibc

/// Notes kept in files, the way the todo.sh `note` add-on keeps them: a folder `notes` beside
/// the list (the add-on's `TODO_NOTES_DIR`, `$TODO_DIR/notes` by default) holds one plain
/// text file per note, and the row's line holds `note:NAME` (the add-on's names: a few random
/// letters and digits and `.txt`). pter reads the same files when its `notes` setting names
/// that folder; a note pter keeps beside the list (its default when `notes` is not set) is
/// read too, the `notes` folder first.
///
/// A note file is the person's own content. Reads never follow a symbolic link (a link
/// planted at a note's name is no note); a new note is created under a new name with
/// `O_CREAT | O_EXCL | O_NOFOLLOW`, so nothing already there is opened or replaced; a changed
/// note is replaced as the list is (``AtomicWriter``: a new temporary file, fsync, rename).
/// Each write is on disk (fsync) when it returns, so a caller that writes the note first and
/// the line that names it afterwards loses nothing to a kill in between.
public struct NoteFiles: Sendable {
    /// The folder the list is in.
    public let listFolder: String

    /// The notes of the list at `listPath`.
    public init(listPath: String) {
        listFolder = POSIXIO.directoryOf(listPath)
    }

    /// Where new notes go: `notes` beside the list.
    public var folder: String { listFolder + "/notes" }

    /// Whether `name` can be a note's file name here: letters, digits, `.`, `_` and `-`, not
    /// starting with a dot, at most 255 bytes (no folder, no `..`, no hidden file). O(n).
    public static func isValidName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= 255, bytes[0] != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// The path of the note `name`: in `notes` when it is there, else beside the list when it
    /// is there (pter's default place), else where a new one would go (`notes`). Nil for a
    /// name that is no valid note name.
    public func path(of name: String) -> String? {
        guard Self.isValidName(name) else { return nil }
        let inNotes = folder + "/" + name
        let beside = listFolder + "/" + name
        if Self.isRegularFileNotLink(inNotes) { return inNotes }
        if Self.isRegularFileNotLink(beside) { return beside }
        return inNotes
    }

    /// The text of the note `name`; nil when there is no such file (or the name is invalid).
    /// Throws `StorageError` when the file is there but cannot be read, is a symbolic link or
    /// not a regular file, or is not UTF-8 (said as a refusal to read it, never guessed at).
    public func read(_ name: String) throws -> String? {
        guard let path = path(of: name) else { return nil }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw StorageError.plantedFile(path: path) }
            throw POSIXIO.openError(errno, path: path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw StorageError.from(errno: errno, path: path, operation: "read") }
        guard FileStatus(info).isRegular else { throw StorageError.notARegularFile(path: path) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let (bytes, _) = try POSIXIO.readAll(descriptor, path: path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw StorageError.system(path: path, operation: "read", reason: "the note is not UTF-8 text")
        }
        return text
    }

    /// Writes `text` as a new note under a new name in `notes` (made when missing), and returns
    /// the name, for the line's `note:` tag. The file is on disk when this returns. Throws
    /// `StorageError`. `name` makes the names (tests plant something at one first).
    public func create(_ text: String, name: () -> String = NoteFiles.randomName) throws -> String {
        try makeFolder()
        for _ in 0..<64 {
            let candidate = name()
            guard Self.isValidName(candidate) else { continue }
            let path = folder + "/" + candidate
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw AtomicWriter.saveError(errno, path: path)
            }
            var written = false
            defer {
                close(descriptor)
                if !written { unlink(path) }
            }
            try POSIXIO.writeAll(descriptor, Array(text.utf8), path: path)
            try POSIXIO.sync(descriptor, path: path)
            written = true
            POSIXIO.syncFolder(of: path)
            return candidate
        }
        throw StorageError.from(errno: EEXIST, path: folder, operation: "save")
    }

    /// Replaces the text of the note `name` (where ``path(of:)`` finds it) atomically. Throws
    /// `StorageError`; an invalid name is refused as a planted file would be.
    public func update(_ name: String, to text: String) throws {
        guard let path = path(of: name) else { throw StorageError.plantedFile(path: folder + "/" + name) }
        if POSIXIO.directoryOf(path) == folder { try makeFolder() }
        var info = stat()
        if lstat(path, &info) == 0, FileStatus(info).isRegular == false {
            throw StorageError.plantedFile(path: path)
        }
        try AtomicWriter.write(Array(text.utf8), to: path)
    }

    /// Makes `notes` when missing; refuses one that is a symbolic link or no folder.
    private func makeFolder() throws {
        if mkdir(folder, 0o777) != 0, errno != EEXIST { throw AtomicWriter.saveError(errno, path: folder) }
        var info = stat()
        guard lstat(folder, &info) == 0 else { throw StorageError.from(errno: errno, path: folder, operation: "save") }
        let status = FileStatus(info)
        guard status.isDirectory else { throw StorageError.plantedFile(path: folder) }
    }

    private static func isRegularFileNotLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && FileStatus(info).isRegular
    }

    /// The todo.sh add-on's shape of name: three letters or digits and `.txt`.
    public static func randomName() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        return String(decoding: (0..<3).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self) + ".txt"
    }
}
