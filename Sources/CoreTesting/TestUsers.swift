import Foundation
import Glibc

/// Real other users for tests of shared folders: made with `useradd`/`groupadd` the first time
/// (the tests run as root), kept afterwards. `mallory` plants links and files; `alice` and `bob`
/// share the group `lista-share`.
public enum TestUsers {
    public static let mallory = "lista-mallory"
    public static let alice = "lista-alice"
    public static let bob = "lista-bob"
    public static let group = "lista-share"

    /// Why these tests cannot run here, or nil when the users exist (made now if needed).
    public static func unavailable() -> String? {
        guard getuid() == 0 else { return "not root: other users cannot be made or become" }
        for tool in ["/usr/sbin/useradd", "/usr/sbin/groupadd", "/usr/bin/setpriv"] where access(tool, X_OK) != 0 {
            return "\(tool) is missing"
        }
        if getgrnam(group) == nil, run(["/usr/sbin/groupadd", group]) != 0 { return "groupadd \(group) failed" }
        for user in [mallory, alice, bob] where getpwnam(user) == nil {
            var command = ["/usr/sbin/useradd", "--no-create-home", "--shell", "/usr/sbin/nologin", "--user-group"]
            if user != mallory { command += ["--groups", group] }
            if run(command + [user]) != 0 { return "useradd \(user) failed" }
        }
        return nil
    }

    public static func uid(_ user: String) -> uid_t { getpwnam(user)!.pointee.pw_uid }
    public static func gid(ofGroup name: String) -> gid_t { getgrnam(name)!.pointee.gr_gid }

    /// The command that runs what follows it as `user`, with the user's groups.
    public static func becoming(_ user: String) -> [String] {
        ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--init-groups"]
    }

    /// Runs `command` as `user`; returns its exit status.
    @discardableResult
    public static func run(as user: String, _ command: [String]) -> Int32 {
        run(becoming(user) + command)
    }

    /// Runs `command` and waits; returns its exit status.
    @discardableResult
    public static func run(_ command: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
