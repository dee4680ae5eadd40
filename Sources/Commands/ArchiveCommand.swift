import Storage

/// `lista archive`: moves done rows to `done.txt` beside the list, as todo.sh does, by Storage's
/// one archive rule (``TodoStore/archiveDone()``; the order of its writes makes it safe to kill
/// at any moment).
enum ArchiveCommand {
    static func run(store: TodoStore, context: CommandContext) throws {
        let done = store.doneFile
        guard done.path != store.path else {
            throw CommandFailure.refused("The list is itself \(done.path): there is nowhere to archive to.")
        }
        guard try FileStatus.of(store.path) != nil else {
            context.standardOutput("Archived 0 rows.\n")
            return
        }
        let count = try store.archiveDone()
        var said = "Archived \(count.appended) row\(count.appended == 1 ? "" : "s") to \(done.path)."
        if count.alreadyArchived > 0 {
            // An archive cut off earlier: these rows reached done.txt then, and only leave the list now.
            said += count.alreadyArchived == 1 ? " 1 row already there left the list." : " \(count.alreadyArchived) rows already there left the list."
        }
        context.standardOutput(said + "\n")
        WarningLines.tell(count.warnings, context: context)
    }
}
