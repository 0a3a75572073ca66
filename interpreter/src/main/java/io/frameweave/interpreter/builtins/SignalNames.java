package io.frameweave.interpreter.builtins;

/** Linux's signals: each number's name and the description glibc's {@code strsignal} gives it. */
final class SignalNames {
    private SignalNames() {}

    /** The highest signal number; real-time signals run from {@link #SIGRTMIN} to it. */
    static final int SIGRTMAX = 64;
    static final int SIGRTMIN = 34;

    /** The names of signals 1 to 31, {@code SIG} left out (as the JVM's {@code sun.misc.Signal} wants them). */
    private static final String[] NAMES = {null, "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE", "KILL",
        "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM", "STKFLT", "CHLD", "CONT", "STOP", "TSTP", "TTIN", "TTOU", "URG",
        "XCPU", "XFSZ", "VTALRM", "PROF", "WINCH", "IO", "PWR", "SYS"};

    private static final String[] DESCRIPTIONS = {null, "Hangup", "Interrupt", "Quit", "Illegal instruction",
        "Trace/breakpoint trap", "Aborted", "Bus error", "Floating point exception", "Killed", "User defined signal 1",
        "Segmentation fault", "User defined signal 2", "Broken pipe", "Alarm clock", "Terminated", "Stack fault",
        "Child exited", "Continued", "Stopped (signal)", "Stopped", "Stopped (tty input)", "Stopped (tty output)",
        "Urgent I/O condition", "CPU time limit exceeded", "File size limit exceeded", "Virtual timer expired",
        "Profiling timer expired", "Window changed", "I/O possible", "Power failure", "Bad system call"};

    /** The module's {@code SIG*} constants: each name with {@code SIG}, and its aliases. */
    static final String[][] CONSTANTS = {{"SIGIOT", "6"}, {"SIGCLD", "17"}, {"SIGPOLL", "29"},
        {"SIGRTMIN", "34"}, {"SIGRTMAX", "64"}};

    /** Signal {@code signum}'s name without {@code SIG} ("INT"), or null for 32 to 64. */
    static String shortName(int signum) {
        return signum > 0 && signum < NAMES.length ? NAMES[signum] : null;
    }

    /** The number of signals named by {@link #shortName}. */
    static int namedCount() {
        return NAMES.length - 1;
    }

    /** {@code strsignal(signum)}'s text, or null where glibc has none (32 and 33, which it keeps for itself). */
    static String description(int signum) {
        if (signum < DESCRIPTIONS.length) {
            return DESCRIPTIONS[signum];
        }
        return signum >= SIGRTMIN ? "Real-time signal " + (signum - SIGRTMIN) : null;
    }

    /** Whether a program may use {@code signum}: 1 to 64 but 32 and 33, which glibc's threads keep. */
    static boolean isValid(int signum) {
        return signum >= 1 && signum <= SIGRTMAX && signum != 32 && signum != 33;
    }
}
