import Foundation
import Glibc

/// Runs another program to completion and measures it from outside: wall time from spawn to
/// exit, exit status, and (when asked) its peak resident memory.
///
/// Peak memory is the child's /proc/<pid>/status VmHWM, read every millisecond until it exits.
/// `wait4`'s `ru_maxrss` cannot be used from here: posix_spawn shares this process's memory
/// until the exec, and Linux folds that memory's high-water mark into the child's maxrss, so a
/// benchmark that once held a million rows would report its own peak for every child.
enum ChildProcess {
    /// What one run gave.
    struct Run {
        let elapsed: Duration
        /// The exit code, or 128 + signal when a signal ended it.
        let status: Int32
        /// Peak resident set size (VmHWM) in bytes, when sampled; 0 otherwise.
        let peakResidentBytes: Int
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `arguments` (the program found on PATH when it has no slash), stdin from /dev/null,
    /// stdout into `output` and stderr into `errors` (file paths; /dev/null when nil), in the
    /// environment ``spawn`` gives. Blocks until the child exits; with `sampleMemory` it polls
    /// every millisecond instead (the time is then ±1 ms).
    static func run(_ arguments: [String], output: String? = nil, errors: String? = nil,
                    sampleMemory: Bool = false) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(arguments, actions: &actions, attributes: nil, environment: [:])
        var status: Int32 = 0
        var peak = 0
        while true {
            let waited = waitpid(pid, &status, sampleMemory ? WNOHANG : 0)
            if waited == pid { break }
            if waited < 0 {
                guard errno == EINTR else { throw Failure(description: "waitpid failed for \(arguments[0]): errno \(errno)") }
                continue
            }
            peak = max(peak, highWaterMark(of: pid) ?? 0)
            usleep(1_000)
        }
        return Run(elapsed: start.duration(to: clock.now), status: decode(status), peakResidentBytes: peak)
    }

    /// VmHWM of a running process, in bytes; nil once it has exited (or before it has memory).
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber)) else { return nil }
        return kilobytes * 1024
    }

    /// posix_spawnp with C strings made from `arguments` and the merged environment.
    static func spawn(_ arguments: [String], actions: inout posix_spawn_file_actions_t,
                      attributes: UnsafePointer<posix_spawnattr_t>?, environment: [String: String]) throws -> pid_t {
        var merged = ProcessInfo.processInfo.environment
        // The app records each list it opens as recent: a benchmark's files go to a folder of
        // its own, never into the person's recent lists.
        merged["XDG_STATE_HOME"] = (merged["TMPDIR"] ?? "/tmp") + "/lista-bench-state"
        merged.merge(environment) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &actions, attributes, argv, envp)
        guard result == 0 else {
            throw Failure(description: "could not start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// A wait status as an exit code, or 128 + signal.
    static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The path `command -v name` prints in /bin/sh, or nil when the command is not installed.
    static func installed(_ name: String) -> String? {
        let output = NSTemporaryDirectory() + "lista-bench-command-v-\(getpid())"
        defer { unlink(output) }
        guard let run = try? Self.run(["/bin/sh", "-c", "command -v \"$0\"", name], output: output),
              run.status == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }
}
