import Commands
import Core
import Features
import Glibc
import Storage
import Terminal
import Views

func fail(_ message: String, code: Int32 = 2) -> Never {
    // A path or an argument in the message reaches a terminal as the CLI's words do.
    let line = "lista: \(message)\n"
    StandardStream.write(isatty(STDERR_FILENO) == 1 ? sanitizedForTerminalLines(line) : line, to: STDERR_FILENO)
    exit(code)
}

/// What `body` gives; an error it throws ends the program with its words.
func orFail<Value>(_ body: () throws -> Value) -> Value {
    do {
        return try body()
    } catch {
        fail("\(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if isCommandInvocation(arguments) {
    MallocSettings.forACommand(environment: ProcessEnvironment.variables)
    let code = runCommand(arguments, context: CommandContext(
        environment: ProcessEnvironment.variables,
        standardOutput: { StandardStream.write($0, to: STDOUT_FILENO) },
        standardError: { StandardStream.write($0, to: STDERR_FILENO) },
        readStandardInput: { StandardStream.readAll(from: STDIN_FILENO) },
        standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
        standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
        standardErrorIsTerminal: isatty(STDERR_FILENO) == 1))
    exit(code)
}
let options = orFail { try Options.parse(arguments) }

let environment = ProcessEnvironment.variables
let path = orFail {
    try TodoFileLocation.resolve(fileOption: options.file, environment: environment,
                                 currentDirectory: ProcessEnvironment.workingDirectory)
}

// Only the default list starts with the starter rows; a file the person named starts empty.
let newList: Startup.NewList = TodoFileLocation.isNamed(fileOption: options.file, environment: environment) ? .empty : .starter

if options.render {
    let loaded = orFail { try Startup.load(path: path, create: false, newList: newList) }
    let config = Startup.loadConfig(environment: environment)
    let store = Startup.previewStore(orFail { try Startup.initialState(loaded, config: config, open: options.open) }, open: options.open)
    var viewport = ListViewport()
    let frame = AppView.render(store.state, size: options.size, viewport: &viewport, title: "Lista",
                               context: ViewContext(today: TodoDate.today()))
    print(frame.grid.lines.joined(separator: "\n"))
    exit(0)
}

exit(Interactive.run(path: path, newList: newList, options: options, environment: environment))
