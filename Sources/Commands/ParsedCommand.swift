/// What `lista ls` should show.
enum ListScope: Equatable {
    case pending, done, all
}

/// A command line, understood.
enum ParsedCommand: Equatable {
    case help
    case version
    case list(scope: ListScope, search: String?, projects: [String], contexts: [String])
    case add(text: String)
    case done(id: String)
    case remove(id: String)
    case move(id: String, target: String, after: Bool)
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
