import Storage

/// The hidden `lista complete commands|ids|projects|contexts`: the words the shell completions
/// offer, one a line, from the list itself (Storage's parser and word rules). A list that does
/// not exist yet offers nothing.
enum CompleteCommand {
    /// The commands, one a line (needs no list).
    static var commandWords: String {
        CommandParser.verbs.map { $0 + "\n" }.joined()
    }

    /// The words of `kind` in the list; the commands (``commandWords``) are answered before any
    /// list is found (``runCommand(_:context:)``), so they never come here.
    static func run(_ kind: CompletionKind, store: TodoStore, context: CommandContext) throws {
        let bytes: [UInt8]
        do {
            bytes = try store.readBytes()
        } catch StorageError.fileMissing, StorageError.directoryMissing {
            return
        }
        let items = TodoFile.parse(bytes).file.items
        let words: [String]
        switch kind {
        case .ids: words = items.map(\.id)
        case .projects: words = unique(items.flatMap(\.projects)).map { "+" + $0 }
        case .contexts: words = unique(items.flatMap(\.contexts)).map { "@" + $0 }
        case .commands: words = []
        }
        context.standardOutput(words.map { $0 + "\n" }.joined())
    }

    /// `names` without repeats, in first-seen order. O(n).
    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
