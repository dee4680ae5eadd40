import Views

/// What the command line asked for.
struct Options: Equatable {
    enum Open: Equatable {
        case help
        case filter
        case edit(String)
        case detail(String)
    }

    var file: String?
    var render = false
    var size = TerminalSize(rows: 24, columns: 80)
    var open: Open?
    /// Whether the app switches the terminal's mouse reporting on (`--no-mouse`: no).
    var mouse = true
    /// Hidden: trap on purpose once the terminal is up (the crash-restore test).
    var debugTrap = false

    /// An option that cannot be followed (also a deep link to a row that does not exist).
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the interactive/preview options (the CLI subcommands are parsed elsewhere).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--file": options.file = try value(for: argument)
            case "--render": options.render = true
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 1000, parts[1] <= 1000 else {
                    throw UsageError(description: "--size takes COLUMNSxROWS, e.g. 80x24 (got \(text))")
                }
                options.size = TerminalSize(rows: parts[1], columns: parts[0])
            case "--open":
                let text = try value(for: argument)
                switch text {
                case "help": options.open = .help
                case "filter": options.open = .filter
                case _ where text.hasPrefix("edit:") && text.count > 5: options.open = .edit(String(text.dropFirst(5)))
                case _ where text.hasPrefix("detail:") && text.count > 7: options.open = .detail(String(text.dropFirst(7)))
                default: throw UsageError(description: "--open takes help, filter, edit:ID or detail:ID (got \(text))")
                }
            case "--no-mouse": options.mouse = false
            case "--debug-trap": options.debugTrap = true
            default:
                throw UsageError(description: "unknown option \(argument) (lista --help lists them)")
            }
        }
        return options
    }
}
