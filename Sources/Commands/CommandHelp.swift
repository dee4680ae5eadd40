import Settings

/// What `lista help CMD` and `lista CMD --help` print: one command's usage, options and exit
/// codes. The global help is ``HelpText``.
enum CommandHelp {
    /// The help of `verb` (one of ``CommandParser/verbs``), nil for an unknown verb.
    static func text(for verb: String) -> String? {
        if verb == "config" { return ConfigHelp.text }
        guard let body = bodies[verb] else { return nil }
        return body + "\n" + footer
    }

    private static let footer = """
    An ID can be shortened to any prefix that matches one row only. --file PATH (or
    $LISTA_FILE) names the list; see lista --help.

    """

    private static let bodies: [String: String] = [
        "ls": """
        Usage: lista ls [--all|--done] [--future|--hidden] [--archived] [--search TEXT]
                        [--sort ORDER] [+project] [@context] [--json]

        Prints the rows, pending ones unless --all or --done, one a line as ID, two spaces,
        and the todo.txt line without its id: tag. Every +project and @context given must be
        on the row; --search TEXT finds the text ignoring case, as the app's search does.
        As topydo, it leaves out a pending row whose t:YYYY-MM-DD threshold is after today
        (until that day) and a row tagged h:1.

          --all          every row, those waiting for their t: date and h:1 ones too
          --done         done rows only
          --future       only the rows waiting for their t: date
          --hidden       only the h:1 rows
          --archived     the rows lista archive moved to done.txt beside the list (every
                         one unless --done or another filter says otherwise)
          --search TEXT  rows whose text holds TEXT
          --sort ORDER   print in this order, as the app's S shows: priority, due, created,
                         text or done-last (rows that tie keep the file's order)
          --json         one JSON object per row (JSON Lines) with the keys id, text, done,
                         priority, created, completed, due, threshold, projects, contexts,
                         tags, note (the note's text) and note_file (its file's name);
                         dates are YYYY-MM-DD or null

        With no list yet, prints nothing.
        Exit codes: 0 ok (also with no rows), 2 usage or environment error.

        """,
        "add": """
        Usage: lista add [--id] TEXT...
               lista add [--id] -   (or: COMMAND | lista add)

        Adds a row written in todo.txt syntax: (A) priority, +project, @context,
        due:YYYY-MM-DD, key:value tags. A pending row gets today's creation date unless TEXT
        brings its own. Prints the new row's id.

        A row is known by an id derived from its line, as every reader of the file derives
        it: valid until the row changes, and never written into the file. With --id, a new
        id is written into the row's line (id:...), which stays the row's as it changes.

        Dates in due: and t: may be typed as words: today, tomorrow, yesterday, a weekday
        (the next one: fri, friday), or 3d, 2w, 1m, 1y from today. One that is no date
        (due:2026-13-45) refuses the add, exit 1.

        With -, or with no TEXT while standard input is not a terminal, adds one row per
        line of standard input (blank lines are skipped), all in one locked save, and prints
        the new ids one a line. Use -- before text that starts with -.

        Exit codes: 0 ok, 1 refused (an id: in the text is already used; nothing is added),
        2 usage or environment error.

        """,
        "done": """
        Usage: lista done ID

        Marks the row done today (x and the completion date). A row with rec: (rec:1w,
        rec:+1m; d, w, m, y, or b for business days) gets its next occurrence right below
        it, as topydo does: due again that long from today (from the old due date with +),
        a t: threshold keeping its distance. Prints both.

        Exit codes: 0 ok, 1 no such row, ambiguous id or already done, 2 usage or environment error.

        """,
        "rm": """
        Usage: lista rm ID

        Deletes the row.

        Exit codes: 0 ok, 1 no such row or ambiguous id, 2 usage or environment error.

        """,
        "mv": """
        Usage: lista mv ID --before ID
               lista mv ID --after ID

        Moves the first row just before or after the second one (the order is saved in the file).

        Exit codes: 0 ok, 1 no such row, ambiguous id or a row moved next to itself,
        2 usage or environment error.

        """,
        "pri": """
        Usage: lista pri ID LETTER
               lista pri ID -

        Sets the row's priority to LETTER (A-Z, either case), or clears it with -.

        Exit codes: 0 ok, 1 no such row or ambiguous id, 2 usage or environment error.

        """,
        "archive": """
        Usage: lista archive

        Moves the done rows to done.txt in the list's folder (appended there, removed from
        the list), as todo.sh does, and prints how many. It is safe to kill at any moment:
        rows are appended to done.txt first and removed from the list after; a row that an
        interrupted archive left in both files is taken out of the list by the next archive,
        not appended again.

        Exit codes: 0 ok (also with nothing to archive), 2 usage or environment error.

        """,
        "help": """
        Usage: lista help [COMMAND]

        Prints the help of COMMAND (also: lista COMMAND --help), or the general help.

        Exit codes: 0 ok, 2 unknown command.

        """,
    ]
}
