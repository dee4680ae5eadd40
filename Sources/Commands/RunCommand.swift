import Settings
import Storage

/// Whether these arguments (without the program name) ask for a CLI command rather than the
/// interactive app: `--help`/`-h`, `--version`/`-V`, or a first word (after `--file PATH`) that
/// is not an option. Unknown words count as commands, so `lista frob` gets a usage error instead
/// of opening the app.
public func isCommandInvocation(_ arguments: [String]) -> Bool {
    guard let split = try? CommandLineWords.split(arguments) else { return true }
    let options = split.words.prefix { $0 != "--" }
    if options.contains(where: { ["--help", "-h", "--version", "-V"].contains($0) }) { return true }
    guard let first = split.words.first else { return false }
    return !first.hasPrefix("-")
}

/// Runs one CLI command (`arguments` without the program name) and returns its exit code
/// (`ExitCode`). Messages go to the context's writers; nothing is printed elsewhere. What goes
/// to a terminal is shown safely (``TerminalText``).
/// Commands that change the file take the same lock and use the same atomic save as the app.
public func runCommand(_ arguments: [String], context: CommandContext) -> Int32 {
    let context = TerminalText.shownSafely(context)
    do {
        let split = try CommandLineWords.split(arguments)
        let command = try CommandParser.parse(split.words)
        switch command {
        case .help(let verb):
            context.standardOutput(verb.flatMap(CommandHelp.text(for:)) ?? HelpText.text)
            return ExitCode.ok
        case .version:
            context.standardOutput("lista \(HelpText.version)\n")
            return ExitCode.ok
        case .config(let request):
            return ConfigCommand.run(request, context: context)
        case .complete(.commands):
            context.standardOutput(CompleteCommand.commandWords)
            return ExitCode.ok
        default:
            break
        }
        let path = try TodoFileLocation.resolve(fileOption: split.file, environment: context.environment, currentDirectory: context.currentDirectory)
        let store = TodoStore(path: path, writesIDs: LoadedConfig.load(environment: context.environment).config.writesIDs)
        switch command {
        case .list(let request):
            try ListCommand.run(store: store, request: request, context: context)
        case .add(let source, let writesIDs):
            try AddCommand.run(source, writingIDs: writesIDs, store: store, context: context)
        case .done(let id):
            try EditCommands.complete(id, store: store, context: context)
        case .remove(let id):
            try EditCommands.remove(id, store: store, context: context)
        case .move(let id, let target, let after):
            try EditCommands.move(id, relativeTo: target, after: after, store: store, context: context)
        case .priority(let id, let priority):
            try EditCommands.setPriority(id, to: priority, store: store, context: context)
        case .archive:
            try ArchiveCommand.run(store: store, context: context)
        case .complete(let kind):
            try CompleteCommand.run(kind, store: store, context: context)
        case .help, .version, .config:
            break
        }
        return ExitCode.ok
    } catch let failure as CommandFailure {
        context.standardError("lista: \(failure.message)\n")
        return failure.code
    } catch {
        // A storage error's description is its message.
        context.standardError("lista: \(error)\n")
        return ExitCode.usage
    }
}
