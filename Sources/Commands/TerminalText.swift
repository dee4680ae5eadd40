import Views

/// What a command writes reaches a person's terminal only as the app would draw it.
///
/// A row, a done.txt line, a config file's value or an id typed on the command line may hold
/// escape sequences (OSC 52 writes the clipboard, CSI moves the cursor), C1 controls or bidi
/// controls. Written to a terminal, every line goes through the app's own display rule
/// (`sanitizedForTerminalLines`, the rule `sanitizedForDisplay` applies to every cell), so they
/// show as visible text. Written to a pipe or a file, the bytes are the stored ones: scripts
/// need the real text, and what they show is theirs to decide.
enum TerminalText {
    /// `context` with each writer that reaches a terminal showing text safely. O(1); the
    /// writers then cost O(length) of each text.
    static func shownSafely(_ context: CommandContext) -> CommandContext {
        var shown = context
        if context.standardOutputIsTerminal {
            let write = context.standardOutput
            shown.standardOutput = { write(sanitizedForTerminalLines($0)) }
        }
        if context.standardErrorIsTerminal {
            let write = context.standardError
            shown.standardError = { write(sanitizedForTerminalLines($0)) }
        }
        return shown
    }
}
