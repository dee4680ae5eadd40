import Storage
import Views

/// Reads a config file's text: one setting a line, blank lines and lines starting with `#`
/// skipped; a `#` standing alone after a setting starts a comment (`#ff0000` does not). A line that cannot be used is reported with what was expected, and the rest of
/// the file still applies.
///
/// ```
/// bind list ctrl-n move-down
/// unbind list J
/// set default-filter pending
/// set sort due
/// set mouse off
/// set escape-delay 25
/// color overdue red - bold
/// ```
public enum ConfigParser {
    /// The settings the text gives, on top of `base`, and the lines that could not be used.
    /// - Complexity: O(lines × bindings).
    public static func parse(_ text: String, path: String, base: Config = .defaults) -> (config: Config, problems: [ConfigProblem]) {
        var config = base
        var problems: [ConfigProblem] = []
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let words = line.split(whereSeparator: \.isWhitespace).prefix { $0 != "#" }.map(String.init)
            guard let verb = words.first, !verb.hasPrefix("#") else { continue }
            do {
                try apply(verb, Array(words.dropFirst()), to: &config)
            } catch {
                problems.append(ConfigProblem(path: path, line: offset + 1, message: error.message))
            }
        }
        return (config, problems)
    }

    /// What was wrong with one line.
    struct LineError: Error {
        let message: String
    }

    private static func apply(_ verb: String, _ arguments: [String], to config: inout Config) throws(LineError) {
        switch verb {
        case "bind":
            let (mode, key) = try modeAndKey(arguments, count: 3, usage: "bind MODE KEY COMMAND")
            let name = arguments[2]
            do {
                config.keymap = try config.keymap.binding(key, to: name, in: mode)
            } catch .unknownCommand {
                throw LineError(message: "no command \(name) in \(mode.rawValue); expected one of: "
                                + config.keymap.commandNames(in: mode).joined(separator: ", "))
            } catch let .keyTaken(holder) {
                throw LineError(message: "\(arguments[1]) in \(mode.rawValue) already does \(holder); "
                                + "add `unbind \(mode.rawValue) \(arguments[1])` before this line to give it to \(name)")
            } catch {
                throw LineError(message: "cannot bind \(arguments[1])")
            }
        case "unbind":
            let (mode, key) = try modeAndKey(arguments, count: 2, usage: "unbind MODE KEY")
            do {
                config.keymap = try config.keymap.unbinding(key, in: mode)
            } catch {
                throw LineError(message: "\(arguments[1]) does nothing in \(mode.rawValue), so there is nothing to unbind")
            }
        case "color", "colour":
            try ColorSetting.apply(arguments, to: &config.theme)
        case "set":
            guard arguments.count == 2 else {
                throw LineError(message: "expected `set NAME VALUE`, NAME one of: " + Config.settingNames.joined(separator: ", "))
            }
            guard let setting = ConfigSetting.all.first(where: { $0.name == arguments[0] }) else {
                throw LineError(message: "no setting \(arguments[0]); expected one of: " + Config.settingNames.joined(separator: ", "))
            }
            try setting.apply(arguments[1], &config)
        default:
            throw LineError(message: "unknown word \(verb); a line starts with bind, unbind, set or color (or # for a comment)")
        }
    }

    private static func modeAndKey(_ arguments: [String], count: Int, usage: String) throws(LineError) -> (AppMode, Key) {
        guard arguments.count == count else { throw LineError(message: "expected `\(usage)`") }
        guard let mode = AppMode(rawValue: arguments[0]) else {
            throw LineError(message: "no mode \(arguments[0]); expected one of: " + AppMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let key = Key(configName: arguments[1]) else {
            throw LineError(message: "no key \(arguments[1]); a key is one character (j, J, ?), space, hash, "
                            + "enter, esc, tab, shift-tab, backspace, delete, up, down, left, right, home, end, pgup, pgdn, "
                            + "ctrl-X, alt-X, alt-up, alt-down, ctrl-up, ctrl-down, shift-up, shift-down or f1 to f24")
        }
        return (mode, key)
    }
}
