import Storage

extension RowFilter {
    /// The rows `lista ls` was asked for, on `today`.
    init(_ request: ListRequest, today: TodoDate) {
        self.init(status: request.scope, visibility: request.visibility, today: today,
                  projects: request.projects, contexts: request.contexts, search: request.search ?? "")
    }
}

/// `lista ls`: one line per row, `ID  LINE` (the todo.txt line without its id tag), or one
/// JSON object per row (``JSONRow``). A list that does not exist yet (nor its folder) is an
/// empty list: nothing on standard output, exit 0.
enum ListCommand {
    static func run(store: TodoStore, request: ListRequest, context: CommandContext) throws {
        let filter = RowFilter(request, today: context.today)
        let bytes: [UInt8]
        do {
            // done.txt is read as the list is: by the one parser, so its rows keep their ids.
            bytes = request.archived ? try DoneFile(besideList: store.path).read() : try store.readBytes()
        } catch StorageError.fileMissing, StorageError.directoryMissing {
            if !request.json {
                context.standardError("lista: no list at \(store.path) yet; 'lista add TEXT' creates it.\n")
            }
            return
        }
        let warnings = list(bytes, request: request, filter: filter, notes: NoteFiles(listPath: store.path),
                            to: context.standardOutput)
        WarningLines.tell(warnings, context: context)
    }

    /// Lists the rows of the file `bytes` that `filter` admits as `request` asks, handing the
    /// output to `standardOutput` (nothing for no rows), and returns what the load reports.
    /// `--json` gives each note's text, read from `notes` (none read without it).
    ///
    /// One path for every file and request: the rows are read from the bytes by the loader's
    /// rules (``FileRows``), and only those that pass become items, when the output needs their
    /// fields (`--json`, `--sort`). O(file size), plus O(k log k) for k rows sorted.
    static func list(_ bytes: [UInt8], request: ListRequest, filter: RowFilter, notes: NoteFiles? = nil,
                     to standardOutput: (String) -> Void) -> [LoadWarning] {
        let rows = FileRows(bytes, mayAdmit: filter.mayAdmit(done:line:), admitting: filter.admits(done:text:))
        if request.json || request.sort != nil {
            let items = sorted(rows.admitted.map(rows.item), by: request.sort)
            let output = request.json ? renderJSON(items, notes: notes) : render(items)
            if !output.isEmpty { standardOutput(output) }
        } else {
            write(rows, to: standardOutput)
        }
        return rows.warnings
    }

    /// `ID  LINE` for each row, straight from the file's bytes, handed over a chunk at a time
    /// (so a million rows are never held twice as text). A listing of ``parallelRows`` rows or
    /// more is written in rounds: in each, every core renders its share of the next rows (at
    /// most ``rowsPerPiece``) into chunks, and the chunks are handed over in order. O(rows).
    static func write(_ rows: FileRows, to standardOutput: (String) -> Void) {
        let admitted = rows.admitted
        let threads = admitted.count >= parallelRows ? Concurrently.threads : 1
        var start = 0
        while start < admitted.count {
            let end = Swift.min(admitted.count, start + threads * rowsPerPiece)
            let perPiece = (end - start + threads - 1) / threads
            let pieces = Concurrently.map(threads) { piece -> [String] in
                let lower = Swift.min(end, start + piece * perPiece)
                var chunks: [String] = []
                var output = ChunkedOutput { chunks.append($0) }
                write(admitted[lower..<Swift.min(end, lower + perPiece)], of: rows, to: &output)
                output.flush()
                return chunks
            }
            for chunk in pieces.joined() { standardOutput(chunk) }
            start = end
        }
    }

    /// Rows a core renders in a round of ``write(_:to:)``, at most: about a chunk of output (1 MiB).
    /// A round's rows are shared evenly among the cores.
    static let rowsPerPiece = 16_384

    /// From this many rows on the listing is rendered on every core (a search's tenth of a
    /// 100k-row file took 1.4 ms on one).
    static let parallelRows = 4_096

    private static func write(_ slice: Slice<FileRows.AdmittedRows>, of rows: FileRows, to output: inout ChunkedOutput) {
        rows.withBytes { file in
            for row in slice {
                rows.withID(row) { output.append($0) }
                output.append(ChunkedOutput.twoSpaces)
                switch rows.lineWithoutID(row) {
                case let .bytes(before, after):
                    output.append(UnsafeBufferPointer(rebasing: file[before]))
                    output.append(UnsafeBufferPointer(rebasing: file[after]))
                case let .text(text):
                    output.append(text)
                }
                output.endLine()
            }
        }
    }

    /// `items` in `sort`'s order, ties in the file's (the app's sort lenses' rule); as they
    /// are without a sort. O(n log n).
    static func sorted(_ items: [TodoItem], by sort: RowSort?) -> [TodoItem] {
        guard let sort else { return items }
        let keys = items.map(sort.key)
        return items.indices.sorted { a, b in
            let order = RowSortKey.order(keys[a], keys[b])
            return order != 0 ? order < 0 : a < b
        }.map { items[$0] }
    }

    /// The full-parse rendering: `ID  LINE` for each row. O(rows).
    static func render(_ items: [TodoItem]) -> String {
        var output = ""
        for item in items {
            output += item.id
            output += "  "
            output += item.lineWithoutID
            output += "\n"
        }
        return output
    }

    /// JSON Lines: ``JSONRow/line(_:note:)`` for each row, a note file's text read from `notes`.
    /// O(rows), plus the note files' sizes.
    static func renderJSON(_ items: [TodoItem], notes: NoteFiles? = nil) -> String {
        var output = ""
        for item in items {
            let note: String? = switch item.note {
            case let .inline(text)?: text
            case let .file(name)?: (try? notes?.read(name)) ?? nil
            case nil: nil
            }
            output += JSONRow.line(item, note: note)
            output += "\n"
        }
        return output
    }
}
