# fish completion for lista: commands and options, and row ids, +projects and @contexts
# asked from lista itself (the hidden `lista complete commands|ids|projects|contexts`).
# Installed as share/fish/vendor_completions.d/lista.fish.

# The words after `lista` up to the cursor, without --file PATH: the command first.
function __lista_words
    set -l words (commandline -opc)
    set -e words[1]
    set -l skip 0
    for word in $words
        if test $skip = 1
            set skip 0
            continue
        end
        switch $word
            case --file --size --open
                set skip 1
            case '--file=*'
            case '*'
                echo $word
        end
    end
end

# --file PATH as given on the command line, for lista's own calls.
function __lista_file
    set -l words (commandline -opc)
    for i in (seq (count $words))
        if test "$words[$i]" = --file
            set -l next (math $i + 1)
            set -q words[$next]; and echo --file $words[$next]
        end
    end
end

# True when the command is one of the arguments and the cursor is at word N after it.
function __lista_at
    set -l words (__lista_words)
    set -q words[1]; or return 1
    contains -- $words[1] $argv[2..-1]; or return 1
    test (count $words) -eq $argv[1]
end

function __lista_no_command
    test (count (__lista_words)) -eq 0
end

complete -c lista -f
complete -c lista -n __lista_no_command -a '(lista complete commands 2>/dev/null)'
complete -c lista -n __lista_no_command -l file -r -F -d 'use this list'
complete -c lista -l help -s h -d 'help'
complete -c lista -n __lista_no_command -l version -s V -d 'version'
complete -c lista -n __lista_no_command -l open -x -a 'help filter edit: detail:'
complete -c lista -n __lista_no_command -l render -d 'print the first frame'
complete -c lista -n __lista_no_command -l size -x
complete -c lista -n '__lista_at 1 done rm pri mv; or __lista_at 3 mv' -a '(lista (__lista_file) complete ids 2>/dev/null)'
complete -c lista -n '__lista_at 2 mv' -a '--before --after'
complete -c lista -n '__lista_at 2 pri' -a 'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z -'
complete -c lista -n '__lista_at 1 help' -a '(lista complete commands 2>/dev/null)'
complete -c lista -n '__lista_at 1 config' -a '--print --path'
complete -c lista -n 'contains -- (__lista_words)[1] ls add' -a '(lista (__lista_file) complete projects 2>/dev/null) (lista (__lista_file) complete contexts 2>/dev/null)'
complete -c lista -n 'contains -- (__lista_words)[1] ls' -a '--all --done --future --hidden --archived --search --sort --json'
