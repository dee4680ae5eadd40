import Settings

/// `lista config --print` and `lista config --path`.
enum ConfigCommand {
    /// Prints what was asked. Each line of the file that could not be used goes to standard
    /// error as `path:line: what was expected`, and the exit code is then 1 (refused), so
    /// `lista config --print >/dev/null` checks a config file.
    static func run(_ request: ConfigRequest, context: CommandContext) -> Int32 {
        let loaded = LoadedConfig.load(environment: context.environment)
        switch request {
        case .path:
            guard let path = loaded.path else {
                context.standardError("lista: \(loaded.source)\n")
                return ExitCode.usage
            }
            context.standardOutput(path + "\n")
            return ExitCode.ok
        case .print:
            context.standardOutput(ConfigPrinter.text(loaded.config, source: loaded.source))
            for problem in loaded.problems { context.standardError("lista: \(problem)\n") }
            return loaded.problems.isEmpty ? ExitCode.ok : ExitCode.refused
        }
    }
}
