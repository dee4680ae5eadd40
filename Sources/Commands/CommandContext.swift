import Storage

/// Exit codes of the scriptable CLI.
public enum ExitCode {
    /// Success.
    public static let ok: Int32 = 0
    /// A row was not found, or the command was refused (e.g. already done, ambiguous id).
    public static let refused: Int32 = 1
    /// Wrong usage, or the environment is not usable (no place for the file, disk errors).
    public static let usage: Int32 = 2
}

/// Everything a command may touch besides the file: injected so tests run without a real
/// terminal, environment or clock.
public struct CommandContext {
    /// Environment variables (`LISTA_FILE`, `XDG_DATA_HOME`, `HOME`).
    public var environment: [String: String]
    /// The directory relative paths are resolved against.
    public var currentDirectory: String
    /// Today's date, for completion dates.
    public var today: TodoDate
    /// Receives text for standard output (already ending in newlines).
    public var standardOutput: (String) -> Void
    /// Receives text for standard error (already ending in newlines).
    public var standardError: (String) -> Void
    /// Whether standard output is a terminal: text for one is shown safely
    /// (``TerminalText``), text for a pipe or a file is written as stored.
    public var standardOutputIsTerminal: Bool
    /// Whether standard error is a terminal, as for standard output.
    public var standardErrorIsTerminal: Bool
    /// Reads all of standard input (`lista add -`); nil when it cannot be read.
    public var readStandardInput: () -> [UInt8]?
    /// Whether standard input is a terminal: `lista add` with no text reads standard input
    /// only when it is not.
    public var standardInputIsTerminal: Bool

    /// A context with every part given.
    public init(
        environment: [String: String],
        currentDirectory: String = ProcessEnvironment.workingDirectory,
        today: TodoDate = .today(),
        standardOutput: @escaping (String) -> Void,
        standardError: @escaping (String) -> Void,
        readStandardInput: @escaping () -> [UInt8]? = { nil },
        standardInputIsTerminal: Bool = true,
        standardOutputIsTerminal: Bool = false,
        standardErrorIsTerminal: Bool = false
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.today = today
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }
}

/// A command that cannot go on: its exit code and what to tell the user.
struct CommandFailure: Error, Equatable {
    let code: Int32
    let message: String

    /// Wrong usage; the hint names the command's own help when the command is known.
    static func usage(_ message: String, verb: String? = nil) -> CommandFailure {
        let hint = verb.map { "lista help \($0)" } ?? "lista --help"
        return CommandFailure(code: ExitCode.usage, message: message + "\nTry '\(hint)'.")
    }

    /// The environment is not usable (standard input unreadable, no place for the file).
    static func environment(_ message: String) -> CommandFailure {
        CommandFailure(code: ExitCode.usage, message: message)
    }

    static func refused(_ message: String) -> CommandFailure {
        CommandFailure(code: ExitCode.refused, message: message)
    }
}
