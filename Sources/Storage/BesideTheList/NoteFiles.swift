import Glibc

/// Notes kept in files, the way the todo.sh `note` add-on keeps them: a folder `notes` beside
/// the list (the add-on's `TODO_NOTES_DIR`, `$TODO_DIR/notes` by default) holds one plain
/// text file per note, and the row's line holds `note:NAME` (``NoteTag``; the names Lista
/// makes are the add-on's: three random letters or digits and `.txt`). A name without an
/// extension means `NAME.txt`, as pter and a later fork of the add-on read it. pter reads the
/// same files when its `notes` setting names that folder; a note pter keeps beside the list
/// (its default when `notes` is not set) is read too, the `notes` folder first.
///
/// A note file is the person's own content. Only a plain name is a note here (``isValidName``):
/// a name with `/` or a leading dot (`..`) is refused, so nothing outside the two folders is
/// read, and nothing outside `notes` is written (a note pter keeps beside the list goes to
/// `notes` when it changes, where both read it first; the list itself is never a note). Reads
/// never follow a symbolic link (a link planted at a note's name is no
/// note); a new note is created under a new name with `O_CREAT | O_EXCL | O_NOFOLLOW`, so
/// nothing already there is opened or replaced; a changed note is replaced as the list is
/// (``AtomicWriter``: a new temporary file, fsync, rename, which replaces a planted link
/// itself, never what it points to). Each write is on disk (fsync) when it returns, so a
/// caller that writes the note first and the line that names it afterwards loses nothing to a
/// kill in between.
public struct NoteFiles: Sendable {
    /// The folder the list is in.
    public let listFolder: String
    /// The list's own path: never read as a note beside it.
    private let listPath: String

    /// The notes of the list at `listPath`.
    public init(listPath: String) {
        self.listPath = listPath
        listFolder = POSIXIO.directoryOf(listPath)
    }

    /// Where new notes go: `notes` beside the list.
    public var folder: String { listFolder + "/notes" }

    /// Whether `name` can be a note's name here: letters, digits, `.`, `_` and `-` (the bytes
    /// of ``NoteTag``'s names but `/`), not starting with a dot, at most 250 bytes (no folder,
    /// no `..`, no hidden file). O(n).
    public static func isValidName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= 250, bytes[0] != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy { NoteTag.isNameByte($0) && $0 != UInt8(ascii: "/") }
    }

    /// The file name of the note `name`: `name` itself when it has an extension, else
    /// `name.txt` (pter's `note-suffix` default, and the add-on's `TODO_NOTE_EXT`). O(n).
    static func fileName(of name: String) -> String {
        name.utf8.dropFirst().contains(UInt8(ascii: ".")) ? name : name + ".txt"
    }

    /// The path the note `name` is read from: in `notes` when it is there, else beside the list
    /// when it is there (pter's default place; the list itself excepted), else where a new one
    /// would go (`notes`). Nil for a name that is no valid note name.
    public func path(of name: String) -> String? {
        guard let inNotes = pathInNotes(of: name) else { return nil }
        let beside = listFolder + "/" + Self.fileName(of: name)
        if FileStatus.ofLink(inNotes)?.isRegular == true { return inNotes }
        if beside != listPath, FileStatus.ofLink(beside)?.isRegular == true { return beside }
        return inNotes
    }

    /// The path of the note `name` in `notes`, where it is written; nil for a name that is no
    /// valid note name.
    private func pathInNotes(of name: String) -> String? {
        guard Self.isValidName(name) else { return nil }
        return folder + "/" + Self.fileName(of: name)
    }

    /// Why a name that is no valid note name (``isValidName``) is neither read nor written.
    public static let refusedNameReason = "Lista reads a note only by a plain file name (no / and no leading dot)"

    /// The text of the note `name`; nil when there is no such file. Throws `StorageError` for
    /// a name that is no valid note name (nothing is opened), and when the file is there but
    /// cannot be read, is a symbolic link or not a regular file, or is not UTF-8 (said as a
    /// refusal to read it, never guessed at).
    public func read(_ name: String) throws -> String? {
        guard let path = path(of: name) else {
            throw StorageError.system(path: name, operation: "read the note", reason: Self.refusedNameReason)
        }
        // O_NOFOLLOW guards the name alone: a `notes` that is a link would lead elsewhere.
        if POSIXIO.directoryOf(path) == folder { try refuseLinkedFolder() }
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

    /// `note` with an older note kept in the line (``NoteTag/inline(_:)``) moved to a new note
    /// file: the tag names the file, which is on disk when this returns. A note that is a file
    /// already stays as it is. The one rule of the move, for the app (which moves a row's note
    /// when the person changes the row) and for `lista add`. Throws `StorageError`, and then the
    /// note stays in the line.
    public func movingToFile(_ note: NoteTag) throws -> NoteTag {
        guard let text = note.inlineText else { return note }
        return .file(try create(text))
    }

    /// Replaces the text of the note `name` in `notes` atomically (made there when missing, or
    /// when the note was beside the list: that file is left as it was). Throws `StorageError`;
    /// an invalid name is refused, nothing opened.
    public func update(_ name: String, to text: String) throws {
        guard let path = pathInNotes(of: name) else {
            throw StorageError.system(path: name, operation: "write the note", reason: Self.refusedNameReason)
        }
        try makeFolder()
        if FileStatus.ofLink(path)?.isRegular == false { throw StorageError.plantedFile(path: path) }
        try AtomicWriter.write(Array(text.utf8), to: path)
    }

    /// Makes `notes` when missing; refuses one that is a symbolic link or no folder.
    private func makeFolder() throws {
        if mkdir(folder, 0o777) != 0, errno != EEXIST { throw AtomicWriter.saveError(errno, path: folder) }
        var info = stat()
        guard lstat(folder, &info) == 0 else { throw StorageError.from(errno: errno, path: folder, operation: "save") }
        try refuseLinkedFolder()
    }

    /// Refuses a `notes` that is there but is a symbolic link or no folder (a missing one is
    /// no refusal: its notes are missing).
    private func refuseLinkedFolder() throws {
        guard FileStatus.ofLink(folder)?.isDirectory != false else { throw StorageError.plantedFile(path: folder) }
    }

    /// The todo.sh add-on's shape of name: three letters or digits and `.txt`.
    public static func randomName() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        return String(decoding: (0..<3).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self) + ".txt"
    }
}
