import Storage

/// The person's settings as the app and `lista config` find them: the config file read
/// (through Storage) and parsed, or the defaults when there is none.
public struct LoadedConfig: Sendable {
    /// The settings in effect.
    public var config: Config
    /// The lines that could not be used, and a file that could not be read.
    public var problems: [ConfigProblem]
    /// The file's path, or nil when no place for it could be worked out (no HOME).
    public var path: String?
    /// Whether the file exists.
    public var found: Bool

    /// Reads `$XDG_CONFIG_HOME/lista/config` (or `~/.config/lista/config`).
    public static func load(environment: [String: String]) -> LoadedConfig {
        guard let path = ConfigFileLocation.resolve(environment: environment) else {
            return LoadedConfig(config: .defaults, problems: [], path: nil, found: false)
        }
        do {
            guard let text = try ConfigFileLocation.read(path) else {
                return LoadedConfig(config: .defaults, problems: [], path: path, found: false)
            }
            let (config, problems) = ConfigParser.parse(text, path: path)
            return LoadedConfig(config: config, problems: problems, path: path, found: true)
        } catch {
            let problem = ConfigProblem(path: path, line: 0, message: error.message + " The defaults apply.")
            return LoadedConfig(config: .defaults, problems: [problem], path: path, found: true)
        }
    }

    /// Where the settings came from, in words: the file, or why there is none.
    public var source: String {
        guard let path else { return "no config file (neither XDG_CONFIG_HOME nor HOME is set)" }
        return found ? path : "\(path) (no such file: the defaults)"
    }

    /// Each problem as the app says it at start-up, in file order (the status line shows the
    /// first, the messages page all). They leave out the path, which is long and always the same
    /// (`lista config --path`).
    public var startupMessages: [String] {
        problems.map { $0.line == 0 ? "Config not read: \($0.message)" : "Config line \($0.line) not used: \($0.message)" }
    }
}
