import Storage

/// `lista ls`, understood: which rows, and in which shape.
struct ListRequest: Equatable {
    /// Which rows by status (Storage's rule, the app's lens's too).
    var scope: StatusFilter = .pending
    /// Which rows by their threshold and `h:1` (Storage's ``RowVisibility``): the current ones
    /// unless `--all`, `--future` or `--hidden` says otherwise.
    var visibility: VisibilityFilter = .current
    var search: String?
    var projects: [String] = []
    var contexts: [String] = []
    /// One JSON object per row (JSON Lines, ``JSONRow``) instead of `ID  LINE`.
    var json = false
    /// The rows `lista archive` moved to done.txt, instead of the list's.
    var archived = false
    /// The order to print them in, nil for the file's (`--sort`, the app's sort lenses).
    var sort: RowSort?
}

/// Where `lista add` takes its rows from.
enum AddSource: Equatable {
    /// One row, from the argument words.
    case text(String)
    /// One row per line of standard input: `lista add -` (`explicit`), or `lista add` with no
    /// text, which reads standard input only when it is not a terminal.
    case standardInput(explicit: Bool)
}

/// What the hidden `lista complete` prints, for the shell completions.
enum CompletionKind: String, Equatable, CaseIterable {
    case commands, ids, projects, contexts
}

/// A command line, understood.
enum ParsedCommand: Equatable {
    /// The global help (`verb` nil), or one command's.
    case help(verb: String?)
    case version
    case list(ListRequest)
    /// New rows; `writesIDs` (`--id`) writes each one's id into its line.
    case add(AddSource, writesIDs: Bool)
    case done(id: String)
    case remove(id: String)
    case move(id: String, target: String, after: Bool)
    /// Sets (a letter A-Z) or clears (nil) a row's priority.
    case priority(id: String, priority: Character?)
    case archive
    case config(ConfigRequest)
    case complete(CompletionKind)
}

/// What `lista config` prints.
enum ConfigRequest: Equatable {
    /// The settings in effect, as a config file, defaults included.
    case print
    /// Where the config file is read from.
    case path
}

/// The command line split into the global `--file` option and the rest.
struct CommandLineWords: Equatable {
    var file: String?
    var words: [String]

    /// Takes `--file PATH` / `--file=PATH` out of the arguments (up to a `--`).
    static func split(_ arguments: [String]) throws -> CommandLineWords {
        var result = CommandLineWords(file: nil, words: [])
        var index = 0
        var literal = false
        while index < arguments.count {
            let argument = arguments[index]
            if literal {
                result.words.append(argument)
            } else if argument == "--" {
                literal = true
                result.words.append(argument)
            } else if argument == "--file" {
                guard index + 1 < arguments.count else { throw CommandFailure.usage("--file needs a path.") }
                result.file = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--file=") {
                result.file = String(argument.dropFirst("--file=".count))
            } else {
                result.words.append(argument)
            }
            index += 1
        }
        return result
    }
}
