import Storage

/// `lista add TEXT` and `lista add -`: new rows, all in one locked read-modify-write
/// (``TodoStore/modify(createDirectories:_:)``), so ten thousand lines from standard input are
/// one save. Each row is read by Storage's parser (``TodoItem/init(parsing:)``), after its typed
/// dates (``TypedDate``): a date that is none refuses the whole add.
enum AddCommand {
    static func run(_ source: AddSource, writingIDs: Bool = false, store: TodoStore, context: CommandContext) throws {
        let texts: [String]
        switch source {
        case .text(let text):
            texts = [text]
        case .standardInput(let explicit):
            if !explicit && context.standardInputIsTerminal {
                throw CommandFailure.usage("add needs the text of the row, e.g. lista add \"buy milk +home\" (or rows on standard input: lista add -).", verb: "add")
            }
            texts = try standardInputLines(context)
        }
        guard !texts.isEmpty else { return }
        let notes = NoteFiles(listPath: store.path)
        let ids = try WarningLines.modify(store, context: context, createDirectories: true) { file -> [String] in
            var taken = Set(file.items.map(\.id))
            var added: [TodoItem] = []
            for (number, typed) in texts.enumerated() {
                let place = texts.count > 1 ? " (line \(number + 1); nothing was added)" : "; nothing was added"
                // Dates typed as words (due:tomorrow, t:fri) mean what they mean in the app.
                let (text, problems) = TypedDate.resolvingDates(in: typed, today: context.today)
                if let problem = problems.first { throw CommandFailure.refused("\(problem)\(place).") }
                var item = TodoItem(parsing: text)
                if !item.done, item.creationDate == nil { item.creationDate = context.today }
                if item.id.isEmpty {
                    if writingIDs { item.writeID(TodoID.random(avoiding: taken)) }
                } else if taken.contains(item.id) {
                    throw CommandFailure.refused("The id '\(item.id)' is already used by another row\(texts.count > 1 ? place : "").")
                }
                taken.insert(item.id)
                added.append(item)
            }
            // An older note typed in the line (`note:Ask%20Bo`) moves to a file as the app moves
            // one, once every line was read (a refused add writes no note file).
            for index in added.indices {
                guard let note = added[index].note, note.inlineText != nil else { continue }
                do {
                    added[index].note = try notes.movingToFile(note)
                } catch {
                    context.standardError("lista: warning: the note of “\(added[index].text)” stays in its line: \(error)\n")
                }
            }
            file.items.append(contentsOf: added)
            // Each new row is known by the id every reader of the file derives for it.
            file.knowRowsAsEveryReaderDoes()
            return file.items.suffix(texts.count).map(\.id)
        }
        context.standardOutput(ids.map { $0 + "\n" }.joined())
    }

    /// The non-blank lines of standard input (a CR before the LF is part of the line ending).
    /// Text that is not UTF-8 is refused as a usage error naming the line, before anything is written.
    static func standardInputLines(_ context: CommandContext) throws -> [String] {
        guard let bytes = context.readStandardInput() else {
            throw CommandFailure.environment("Cannot read standard input.")
        }
        var lines: [String] = []
        var number = 0
        for var line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw CommandFailure.usage("Line \(number) of standard input is not UTF-8 text; nothing was added.", verb: "add")
            }
            if text.trimmingHorizontalSpace().isEmpty { continue }
            lines.append(text)
        }
        return lines
    }
}
