import Storage

/// Turns argument words (without `--file`) into a `ParsedCommand`, or a usage error that says
/// what was wrong.
enum CommandParser {
    /// The verbs the CLI knows.
    static let verbs: Set<String> = ["ls", "add", "done", "rm", "mv"]

    static func parse(_ words: [String]) throws -> ParsedCommand {
        let options = words.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { return .help }
        if options.contains("--version") || options.contains("-V") { return .version }
        guard let verb = words.first else { throw CommandFailure.usage("No command given.") }
        let rest = Array(words.dropFirst())
        switch verb {
        case "ls": return try parseList(rest)
        case "add":
            let text = rest.filter { $0 != "--" }.joined(separator: " ")
            guard !text.trimmingSpaces().isEmpty else { throw CommandFailure.usage("add needs the text of the row, e.g. lista add \"buy milk +home\".") }
            guard !text.contains("\n"), !text.contains("\r") else { throw CommandFailure.usage("add takes one line of text; the text contains a line break.") }
            if let option = rest.first(where: { $0.hasPrefix("-") && $0 != "--" }), rest.first(where: { $0 == "--" }) == nil {
                throw CommandFailure.usage("Unknown option \(option) for add (use -- before text that starts with -).")
            }
            return .add(text: text)
        case "done", "rm":
            guard rest.count == 1 else { throw CommandFailure.usage("\(verb) needs exactly one row id, e.g. lista \(verb) k3v9x0p2qa.") }
            return verb == "done" ? .done(id: rest[0]) : .remove(id: rest[0])
        case "mv":
            guard rest.count == 3, rest[1] == "--before" || rest[1] == "--after" else {
                throw CommandFailure.usage("mv needs a row id and --before ID or --after ID, e.g. lista mv k3v9 --after p2qa.")
            }
            return .move(id: rest[0], target: rest[2], after: rest[1] == "--after")
        default:
            throw CommandFailure.usage("Unknown command '\(verb)'.")
        }
    }

    private static func parseList(_ words: [String]) throws -> ParsedCommand {
        var scope: ListScope?
        var search: String?
        var projects: [String] = []
        var contexts: [String] = []
        var index = 0
        func setScope(_ newScope: ListScope, _ flag: String) throws {
            if let scope, scope != newScope { throw CommandFailure.usage("ls takes only one of --all and --done (got \(flag) too).") }
            scope = newScope
        }
        while index < words.count {
            let word = words[index]
            switch word {
            case "--all": try setScope(.all, word)
            case "--done": try setScope(.done, word)
            case "--search":
                guard index + 1 < words.count else { throw CommandFailure.usage("--search needs the text to look for.") }
                search = words[index + 1]
                index += 1
            default:
                if word.hasPrefix("--search=") {
                    search = String(word.dropFirst("--search=".count))
                } else if TodoWord.isWord(word), let name = TodoWord.projectName(Substring(word)) {
                    projects.append(String(name))
                } else if TodoWord.isWord(word), let name = TodoWord.contextName(Substring(word)) {
                    contexts.append(String(name))
                } else {
                    throw CommandFailure.usage("ls does not understand '\(word)' (expected --all, --done, --search TEXT, +project or @context).")
                }
            }
            index += 1
        }
        return .list(scope: scope ?? .pending, search: search, projects: projects, contexts: contexts)
    }
}

extension String {
    func trimmingSpaces() -> Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<max(start, end)]
    }
}
