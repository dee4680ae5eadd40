/// What `lista --help` and `lista help` print.
enum HelpText {
    static let version = "0.1.0"

    static let text = """
    lista: a to-do list in your terminal, stored as a plain todo.txt file.

    Usage:
      lista                      open the interactive list (? in the app lists every key)
      lista --open help|filter|edit:ID|detail:ID
                                 open the list with that overlay up on the first frame
      lista --render [--size COLSxROWS] [--open ...]
                                 print the first frame as text and exit (no terminal needed)
      lista ls [--all|--done] [--search TEXT] [--sort ORDER] [+project] [@context] [--json]
                                 print rows with their ids (pending rows unless --all/--done);
                                 --json prints one JSON object per row
      lista add TEXT             add a row (todo.txt syntax: (A) priority, +project, @context, due:YYYY-MM-DD);
                                 it gets today's creation date unless TEXT starts with its own
      lista add -                add one row per line of standard input (also: ... | lista add)
      lista done ID              mark a row done
      lista rm ID                delete a row
      lista mv ID --before ID    move a row before another
      lista mv ID --after ID     move a row after another
      lista pri ID A|-           set a row's priority (A-Z), or clear it
      lista archive              move done rows to done.txt beside the list
      lista config --print       print the settings in effect (keys, filter, mouse), defaults included
      lista config --path        print where the config file is read from
      lista help [COMMAND]       this help, or a command's own (also: lista COMMAND --help)
      lista --help               show this help
      lista --version            show the version

    An ID can be shortened to any prefix that matches one row only.

    Options:
      --file PATH                use this file
      --no-mouse                 leave mouse reporting off: clicks, the wheel and drags stay
                                 the terminal's (to select text); with it on, Shift-drag selects

    The file is, first match wins: --file PATH, $LISTA_FILE, $XDG_DATA_HOME/lista/todo.txt,
    ~/.local/share/lista/todo.txt.

    Settings and keys: $XDG_CONFIG_HOME/lista/config or ~/.config/lista/config, if present
    (lista help config describes it).

    The app uses as many colours as TERM's terminfo entry has (24-bit with its RGB flag, as in
    xterm-direct); NO_COLOR=1 turns colour off and keeps bold, dim and reverse.

    Exit codes: 0 ok, 1 row not found or command refused, 2 usage or environment error.

    """
}
