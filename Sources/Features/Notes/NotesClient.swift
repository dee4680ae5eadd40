import Core
import Storage

/// What reading a row's note file found.
public enum NoteReading: Equatable, Sendable {
    /// The file's text.
    case text(String)
    /// No file by that name yet (saving the note makes it).
    case missing
    /// The file could not be read (a planted link, not UTF-8, a refused name, ...), in plain words.
    case failed(String)
}

/// The list's note files, as a dependency: the app wires it to ``NoteFiles`` beside the list
/// (``files(listPath:)``), the one reader and writer of note files; tests give their own.
/// Called from effects, never from a reducer.
public struct NotesClient: Sendable {
    /// The text of the note file `name`.
    public var read: @Sendable (String) async -> NoteReading
    /// Moves an older note kept in the line to a new note file and returns the tag that names
    /// it (``NoteFiles/movingToFile(_:)``; a file's tag comes back as it is). Throws with a
    /// plain-words message.
    public var moveToFile: @Sendable (NoteTag) async throws -> NoteTag
    /// Replaces the text of the note file `name` (making it when it is missing).
    public var update: @Sendable (_ name: String, _ text: String) async throws -> Void

    /// The note files of the list at `listPath` (``NoteFiles``).
    public static func files(listPath: String) -> NotesClient {
        let files = NoteFiles(listPath: listPath)
        return NotesClient(
            read: { name in
                do {
                    return try files.read(name).map(NoteReading.text) ?? .missing
                } catch {
                    return .failed("\(error)")
                }
            },
            moveToFile: { note in try files.movingToFile(note) },
            update: { name, text in try files.update(name, to: text) })
    }
}

extension NotesClient {
    /// No note files (a list shown without a file, a headless run): reads find nothing to read,
    /// writes fail, and the list keeps such a note in its line.
    public static let unavailable = NotesClient(
        read: { _ in .failed("no note files here") },
        moveToFile: { _ in throw NotesNotWired() },
        update: { _, _ in throw NotesNotWired() })
}

enum NotesClientKey: DependencyKey {
    static let liveValue = NotesClient(
        read: { _ in
            reportIssue("The notes dependency was not wired: no note was read")
            return .failed("no note files here")
        },
        moveToFile: { _ in
            reportIssue("The notes dependency was not wired: no note was written")
            throw NotesNotWired()
        },
        update: { _, _ in
            reportIssue("The notes dependency was not wired: no note was written")
            throw NotesNotWired()
        })
}

/// Why a note was not written where the notes dependency was not wired.
struct NotesNotWired: Error, CustomStringConvertible {
    var description: String { "no note files here" }
}

extension DependencyValues {
    /// The list's note files.
    public var notes: NotesClient {
        get { self[NotesClientKey.self] }
        set { self[NotesClientKey.self] = newValue }
    }
}
