/// A line of the config file Lista could not use, and what it expected there.
public struct ConfigProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file, as it was named.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// What was wrong and what was expected, in plain words.
    public var message: String

    /// `path:line: message`, as compilers write it.
    public var description: String { "\(path):\(line): \(message)" }
}
