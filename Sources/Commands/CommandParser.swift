import Storage

/// Turns argument words (without `--file`) into a `ParsedCommand`, or a usage error that says
/// what was wrong.
enum CommandParser {
    /// The verbs the CLI knows, as the help lists them (`complete` is for the shell completions
    /// and is not listed).
    static let verbs: [String] = ["ls", "add", "done", "rm", "mv", "pri", "archive", "config", "help"]

    static func parse(_ words: [String]) throws -> ParsedCommand {
        let options = words.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            let verb = words.first.flatMap { verbs.contains($0) ? $0 : nil }
            return .help(verb: verb)
        }
        if options.contains("--version") || options.contains("-V") { return .version }
        guard let verb = words.first else { throw CommandFailure.usage("No command given.") }
        let rest = Array(words.dropFirst())
        switch verb {
        case "ls": return .list(try parseList(rest))
        case "add":
            // `--id` before the text: the new rows' ids are written into their lines.
            let writesIDs = rest.first == "--id"
            return .add(try parseAdd(writesIDs ? Array(rest.dropFirst()) : rest), writesIDs: writesIDs)
        case "done", "rm":
            guard rest.count == 1 else { throw CommandFailure.usage("\(verb) needs exactly one row id, e.g. lista \(verb) k3v9x0p2qa.", verb: verb) }
            return verb == "done" ? .done(id: rest[0]) : .remove(id: rest[0])
        case "mv":
            guard rest.count == 3, rest[1] == "--before" || rest[1] == "--after" else {
                throw CommandFailure.usage("mv needs a row id and --before ID or --after ID, e.g. lista mv k3v9 --after p2qa.", verb: verb)
            }
            return .move(id: rest[0], target: rest[2], after: rest[1] == "--after")
        case "pri": return try parsePriority(rest)
        case "archive":
            guard rest.isEmpty else { throw CommandFailure.usage("archive takes no arguments (got '\(rest[0])').", verb: verb) }
            return .archive
        case "config":
            switch rest {
            case ["--print"]: return .config(.print)
            case ["--path"]: return .config(.path)
            default: throw CommandFailure.usage("config takes --print (the settings in effect) or --path (where the file is read from).", verb: verb)
            }
        case "help":
            guard let topic = rest.first else { return .help(verb: nil) }
            guard rest.count == 1, verbs.contains(topic) else {
                throw CommandFailure.usage("help takes one command name: \(verbs.joined(separator: ", ")).")
            }
            return .help(verb: topic)
        case "complete":
            guard rest.count == 1, let kind = CompletionKind(rawValue: rest[0]) else {
                throw CommandFailure.usage("complete takes one of: \(CompletionKind.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            return .complete(kind)
        default:
            throw CommandFailure.usage("Unknown command '\(verb)'.")
        }
    }

    /// `add TEXT...`, `add -` or `add` alone (standard input).
    private static func parseAdd(_ words: [String]) throws -> AddSource {
        if words == ["-"] { return .standardInput(explicit: true) }
        if words.isEmpty { return .standardInput(explicit: false) }
        if let option = words.first(where: { $0.hasPrefix("-") && $0 != "--" }), !words.contains("--") {
            throw CommandFailure.usage("Unknown option \(option) for add (use -- before text that starts with -).", verb: "add")
        }
        let text = words.filter { $0 != "--" }.joined(separator: " ")
        guard !text.trimmingHorizontalSpace().isEmpty else {
            throw CommandFailure.usage("add needs the text of the row, e.g. lista add \"buy milk +home\".", verb: "add")
        }
        guard !text.contains("\n"), !text.contains("\r") else {
            throw CommandFailure.usage("add takes one line of text; the text contains a line break (lista add - reads one row per line).", verb: "add")
        }
        return .text(text)
    }

    /// `pri ID LETTER` or `pri ID -`.
    private static func parsePriority(_ words: [String]) throws -> ParsedCommand {
        guard words.count == 2 else {
            throw CommandFailure.usage("pri needs a row id and a priority A-Z (or - to clear it), e.g. lista pri k3v9 A.", verb: "pri")
        }
        let value = words[1]
        if value == "-" { return .priority(id: words[0], priority: nil) }
        guard value.count == 1, let letter = value.uppercased().first, letter.isASCII, letter.isLetter else {
            throw CommandFailure.usage("A priority is one letter A-Z, or - to clear it (got '\(value)').", verb: "pri")
        }
        return .priority(id: words[0], priority: letter)
    }

    private static func parseList(_ words: [String]) throws -> ListRequest {
        var request = ListRequest()
        var scope: StatusFilter?
        var visibility: VisibilityFilter?
        var index = 0
        /// Two flags that contradict each other: the second, if it differs, is refused.
        func choose<Choice: Equatable>(_ asked: Choice, into choice: inout Choice?, oneOf flags: String, _ flag: String) throws {
            if let choice, choice != asked { throw CommandFailure.usage("ls takes only one of \(flags) (got \(flag) too).", verb: "ls") }
            choice = asked
        }
        while index < words.count {
            let word = words[index]
            switch word {
            case "--all", "--done": try choose(word == "--all" ? .all : .done, into: &scope, oneOf: "--all and --done", word)
            case "--future", "--hidden": try choose(word == "--future" ? .future : .hidden, into: &visibility, oneOf: "--future and --hidden", word)
            case "--json": request.json = true
            case "--archived": request.archived = true
            case "--sort":
                guard index + 1 < words.count, let sort = RowSort(rawValue: words[index + 1]) else {
                    throw CommandFailure.usage("--sort takes one of: \(RowSort.allCases.map(\.rawValue).joined(separator: ", ")).", verb: "ls")
                }
                request.sort = sort
                index += 1
            case "--search":
                guard index + 1 < words.count else { throw CommandFailure.usage("--search needs the text to look for.", verb: "ls") }
                request.search = words[index + 1]
                index += 1
            default:
                if word.hasPrefix("--search=") {
                    request.search = String(word.dropFirst("--search=".count))
                } else if TodoWord.isWord(word), let name = TodoWord.projectName(Substring(word)) {
                    request.projects.append(String(name))
                } else if TodoWord.isWord(word), let name = TodoWord.contextName(Substring(word)) {
                    request.contexts.append(String(name))
                } else {
                    throw CommandFailure.usage("ls does not understand '\(word)' (expected --all, --done, --future, --hidden, --archived, --json, --search TEXT, --sort ORDER, +project or @context).", verb: "ls")
                }
            }
            index += 1
        }
        // Archived rows are done rows: listing them asks for every status unless one is named.
        request.scope = scope ?? (request.archived ? .all : .pending)
        // `--all` is every row, as topydo's `ls -x`: those waiting for their t: date and those h:1 hides too.
        request.visibility = visibility ?? (request.scope == .all ? .everything : .current)
        return request
    }
}
