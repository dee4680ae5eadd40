import Storage
import Views

/// One `set NAME VALUE` line: its name, the values it takes, how the parser applies a value and
/// how the printer writes the value in effect. ``all`` is the one table the parser, the printer
/// (`lista config --print`) and the help (`lista help config`) read, so a setting is named once.
struct ConfigSetting: Sendable {
    /// The word after `set`.
    let name: String
    /// The values, as the help shows them (`on|off`, `MS`).
    let syntax: String
    /// What the help says of it, if more than its values; each line break starts a line of
    /// its own at the notes' column.
    var note: String? = nil
    /// What the printer says instead of a `set` line when ``value`` is nil.
    var unsetNote = ""
    /// Reads `value` into `config`, or says what was expected.
    let apply: @Sendable (_ value: String, _ config: inout Config) throws(ConfigParser.LineError) -> Void
    /// The value in `config`, as `set` takes it; nil when it is left unset.
    let value: @Sendable (Config) -> String?

    /// The printer's line for `config`: a `set` line, or a comment when the setting is unset.
    func printed(_ config: Config) -> String {
        value(config).map { "set \(name) \($0)" } ?? "# set \(name): \(unsetNote)"
    }

    /// The help's lines, the note starting at the column the help's other notes start at.
    var helpLines: [String] {
        let head = "  set \(name) \(syntax)"
        guard let note else { return [head] }
        let noteColumn = 27
        let indent = String(repeating: " ", count: noteColumn)
        let noteLines = note.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if head.count < noteColumn {
            return [head + String(repeating: " ", count: noteColumn - head.count) + noteLines[0]]
                + noteLines.dropFirst().map { indent + $0 }
        }
        return [head] + noteLines.map { indent + $0 }
    }

    /// A setting that is one of two words, `on` setting `flag` and `off` clearing it.
    static func either(name: String, note: String? = nil, on: String, off: String,
                       _ flag: WritableKeyPath<Config, Bool> & Sendable) -> ConfigSetting {
        ConfigSetting(name: name, syntax: "\(on)|\(off)", note: note,
                      apply: { value, config throws(ConfigParser.LineError) in
                          guard value == on || value == off else {
                              throw ConfigParser.LineError(message: "\(name) is \(on) or \(off), not \(value)")
                          }
                          config[keyPath: flag] = value == on
                      },
                      value: { $0[keyPath: flag] ? on : off })
    }

    /// Every setting, in the order the printer and the help list them.
    static let all: [ConfigSetting] = [
        ConfigSetting(name: "default-filter", syntax: StatusFilter.allCases.map(\.rawValue).joined(separator: "|"),
                      apply: { value, config throws(ConfigParser.LineError) in
                          guard let filter = StatusFilter(rawValue: value) else {
                              throw ConfigParser.LineError(message: "default-filter is one of "
                                  + StatusFilter.allCases.map(\.rawValue).joined(separator: ", ") + ", not \(value)")
                          }
                          config.defaultFilter = filter
                      },
                      value: { $0.defaultFilter.rawValue }),
        ConfigSetting(name: "sort", syntax: Config.sortNames.joined(separator: "|"),
                      note: "the order the list opens in (the file keeps yours)",
                      apply: { value, config throws(ConfigParser.LineError) in
                          guard value == "none" || RowSort(rawValue: value) != nil else {
                              throw ConfigParser.LineError(message: "sort is one of " + Config.sortNames.joined(separator: ", ") + ", not \(value)")
                          }
                          config.sort = RowSort(rawValue: value)
                      },
                      value: { $0.sort?.rawValue ?? "none" }),
        .either(name: "mouse", on: "on", off: "off", \.mouse),
        ConfigSetting(name: "escape-delay", syntax: "MS",
                      note: "0 to \(Config.escapeDelayLimit): how long Esc waits for the rest of a key",
                      unsetNote: "not set, so ESCDELAY, else 25",
                      apply: { value, config throws(ConfigParser.LineError) in
                          guard let milliseconds = Int(value), (0...Config.escapeDelayLimit).contains(milliseconds) else {
                              throw ConfigParser.LineError(message: "escape-delay is a number of milliseconds from 0 to "
                                  + "\(Config.escapeDelayLimit), not \(value)")
                          }
                          config.escapeDelay = milliseconds
                      },
                      value: { $0.escapeDelay.map(String.init) }),
        .either(name: "ids",
                note: "always: every row's id is written into its line (id:...)\n"
                    + "at the next save; asked (the default): only ids asked\n"
                    + "for (lista add --id) and those the file already holds",
                on: "always", off: "asked", \.writesIDs),
    ]
}
