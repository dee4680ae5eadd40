# bash completion for lista: commands and options, and row ids, +projects and @contexts
# asked from lista itself (the hidden `lista complete commands|ids|projects|contexts`).
# Installed as share/bash-completion/completions/lista; or source it from ~/.bashrc.

_lista() {
    local line=${COMP_LINE:0:COMP_POINT}
    local cur=${line##*[[:space:]]}
    local -a file=()
    local i cmd=""
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in
            --file) file=(--file "${COMP_WORDS[i + 1]}"); ((i++)) ;;
            --file=*) file=("${COMP_WORDS[i]}") ;;
            --size | --open) ((i++)) ;;
            -*) ;;
            *) cmd=${COMP_WORDS[i]}; break ;;
        esac
    done
    local candidates
    case ${COMP_WORDS[COMP_CWORD - 1]} in
        --file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --open) COMPREPLY=($(compgen -W "help filter edit: detail:" -- "$cur")); return ;;
        --sort) COMPREPLY=($(compgen -W "priority due created text done-last" -- "$cur")); return ;;
    esac
    if [[ -z $cmd ]]; then
        candidates="$(command lista complete commands 2>/dev/null) --file --help --version --open --render --size"
    else
        local position=$((COMP_CWORD - i))
        case $cmd in
            ls | add)
                case $cur in
                    +*) candidates=$(command lista "${file[@]}" complete projects 2>/dev/null) ;;
                    @*) candidates=$(command lista "${file[@]}" complete contexts 2>/dev/null) ;;
                    *) [[ $cmd == ls ]] && candidates="--all --done --future --hidden --archived --search --sort --json --help" ;;
                esac ;;
            done | rm)
                ((position == 1)) && candidates=$(command lista "${file[@]}" complete ids 2>/dev/null) ;;
            mv)
                case $position in
                    1 | 3) candidates=$(command lista "${file[@]}" complete ids 2>/dev/null) ;;
                    2) candidates="--before --after" ;;
                esac ;;
            pri)
                case $position in
                    1) candidates=$(command lista "${file[@]}" complete ids 2>/dev/null) ;;
                    2) candidates="A B C D E F G H I J K L M N O P Q R S T U V W X Y Z -" ;;
                esac ;;
            config)
                ((position == 1)) && candidates="--print --path" ;;
            help)
                ((position == 1)) && candidates=$(command lista complete commands 2>/dev/null) ;;
        esac
    fi
    COMPREPLY=($(compgen -W "$candidates" -- "$cur"))
    # '@' breaks words in bash by default: then the word being completed starts after it.
    if [[ $cur == @* && $COMP_WORDBREAKS == *@* ]]; then
        COMPREPLY=("${COMPREPLY[@]#@}")
    fi
}
complete -F _lista lista
