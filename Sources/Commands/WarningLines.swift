import Storage

/// What a command tells the person about a load or a save it made: each warning on standard
/// error, in the words the app's status line uses (``LoadWarning/message``).
enum WarningLines {
    /// Writes every warning of `warnings` that the person must hear. O(warnings).
    static func tell(_ warnings: [LoadWarning], context: CommandContext) {
        for warning in warnings {
            context.standardError("lista: warning: \(warning.message)\n")
        }
    }

    /// `store.modify(createDirectories:_:)` that also tells what the save noticed (a list
    /// that now belongs to this user, not its owner): every command that saves goes through
    /// it, so no command can drop such a warning. O(file size).
    @discardableResult
    static func modify<Result>(_ store: TodoStore, context: CommandContext, createDirectories: Bool = false,
                               _ change: (inout TodoFile) throws -> Result) throws -> Result {
        let (result, save) = try store.modify(createDirectories: createDirectories, change)
        tell(save.warnings, context: context)
        return result
    }
}
