package io.frameweave.interpreter.builtins;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Linux error numbers as CPython's {@code errno} module names them, with the C library's message for each
 * ({@code os.strerror}). Where two names share a number, the first listed is the one {@code errno.errorcode}
 * gives.
 */
public final class ErrnoCodes {
    /** One error number: its name, its value and its message. */
    public record Code(String name, int value, String message) {}

    public static final List<Code> ALL = List.of(
            new Code("EPERM", 1, "Operation not permitted"),
            new Code("ENOENT", 2, "No such file or directory"),
            new Code("ESRCH", 3, "No such process"),
            new Code("EINTR", 4, "Interrupted system call"),
            new Code("EIO", 5, "Input/output error"),
            new Code("ENXIO", 6, "No such device or address"),
            new Code("E2BIG", 7, "Argument list too long"),
            new Code("ENOEXEC", 8, "Exec format error"),
            new Code("EBADF", 9, "Bad file descriptor"),
            new Code("ECHILD", 10, "No child processes"),
            new Code("EAGAIN", 11, "Resource temporarily unavailable"),
            new Code("EWOULDBLOCK", 11, "Resource temporarily unavailable"),
            new Code("ENOMEM", 12, "Cannot allocate memory"),
            new Code("EACCES", 13, "Permission denied"),
            new Code("EFAULT", 14, "Bad address"),
            new Code("ENOTBLK", 15, "Block device required"),
            new Code("EBUSY", 16, "Device or resource busy"),
            new Code("EEXIST", 17, "File exists"),
            new Code("EXDEV", 18, "Invalid cross-device link"),
            new Code("ENODEV", 19, "No such device"),
            new Code("ENOTDIR", 20, "Not a directory"),
            new Code("EISDIR", 21, "Is a directory"),
            new Code("EINVAL", 22, "Invalid argument"),
            new Code("ENFILE", 23, "Too many open files in system"),
            new Code("EMFILE", 24, "Too many open files"),
            new Code("ENOTTY", 25, "Inappropriate ioctl for device"),
            new Code("ETXTBSY", 26, "Text file busy"),
            new Code("EFBIG", 27, "File too large"),
            new Code("ENOSPC", 28, "No space left on device"),
            new Code("ESPIPE", 29, "Illegal seek"),
            new Code("EROFS", 30, "Read-only file system"),
            new Code("EMLINK", 31, "Too many links"),
            new Code("EPIPE", 32, "Broken pipe"),
            new Code("EDOM", 33, "Numerical argument out of domain"),
            new Code("ERANGE", 34, "Numerical result out of range"),
            new Code("EDEADLOCK", 35, "Resource deadlock avoided"),
            new Code("EDEADLK", 35, "Resource deadlock avoided"),
            new Code("ENAMETOOLONG", 36, "File name too long"),
            new Code("ENOLCK", 37, "No locks available"),
            new Code("ENOSYS", 38, "Function not implemented"),
            new Code("ENOTEMPTY", 39, "Directory not empty"),
            new Code("ELOOP", 40, "Too many levels of symbolic links"),
            new Code("ENOMSG", 42, "No message of desired type"),
            new Code("EIDRM", 43, "Identifier removed"),
            new Code("ECHRNG", 44, "Channel number out of range"),
            new Code("EL2NSYNC", 45, "Level 2 not synchronized"),
            new Code("EL3HLT", 46, "Level 3 halted"),
            new Code("EL3RST", 47, "Level 3 reset"),
            new Code("ELNRNG", 48, "Link number out of range"),
            new Code("EUNATCH", 49, "Protocol driver not attached"),
            new Code("ENOCSI", 50, "No CSI structure available"),
            new Code("EL2HLT", 51, "Level 2 halted"),
            new Code("EBADE", 52, "Invalid exchange"),
            new Code("EBADR", 53, "Invalid request descriptor"),
            new Code("EXFULL", 54, "Exchange full"),
            new Code("ENOANO", 55, "No anode"),
            new Code("EBADRQC", 56, "Invalid request code"),
            new Code("EBADSLT", 57, "Invalid slot"),
            new Code("EBFONT", 59, "Bad font file format"),
            new Code("ENOSTR", 60, "Device not a stream"),
            new Code("ENODATA", 61, "No data available"),
            new Code("ETIME", 62, "Timer expired"),
            new Code("ENOSR", 63, "Out of streams resources"),
            new Code("ENONET", 64, "Machine is not on the network"),
            new Code("ENOPKG", 65, "Package not installed"),
            new Code("EREMOTE", 66, "Object is remote"),
            new Code("ENOLINK", 67, "Link has been severed"),
            new Code("EADV", 68, "Advertise error"),
            new Code("ESRMNT", 69, "Srmount error"),
            new Code("ECOMM", 70, "Communication error on send"),
            new Code("EPROTO", 71, "Protocol error"),
            new Code("EMULTIHOP", 72, "Multihop attempted"),
            new Code("EDOTDOT", 73, "RFS specific error"),
            new Code("EBADMSG", 74, "Bad message"),
            new Code("EOVERFLOW", 75, "Value too large for defined data type"),
            new Code("ENOTUNIQ", 76, "Name not unique on network"),
            new Code("EBADFD", 77, "File descriptor in bad state"),
            new Code("EREMCHG", 78, "Remote address changed"),
            new Code("ELIBACC", 79, "Can not access a needed shared library"),
            new Code("ELIBBAD", 80, "Accessing a corrupted shared library"),
            new Code("ELIBSCN", 81, ".lib section in a.out corrupted"),
            new Code("ELIBMAX", 82, "Attempting to link in too many shared libraries"),
            new Code("ELIBEXEC", 83, "Cannot exec a shared library directly"),
            new Code("EILSEQ", 84, "Invalid or incomplete multibyte or wide character"),
            new Code("ERESTART", 85, "Interrupted system call should be restarted"),
            new Code("ESTRPIPE", 86, "Streams pipe error"),
            new Code("EUSERS", 87, "Too many users"),
            new Code("ENOTSOCK", 88, "Socket operation on non-socket"),
            new Code("EDESTADDRREQ", 89, "Destination address required"),
            new Code("EMSGSIZE", 90, "Message too long"),
            new Code("EPROTOTYPE", 91, "Protocol wrong type for socket"),
            new Code("ENOPROTOOPT", 92, "Protocol not available"),
            new Code("EPROTONOSUPPORT", 93, "Protocol not supported"),
            new Code("ESOCKTNOSUPPORT", 94, "Socket type not supported"),
            new Code("ENOTSUP", 95, "Operation not supported"),
            new Code("EOPNOTSUPP", 95, "Operation not supported"),
            new Code("EPFNOSUPPORT", 96, "Protocol family not supported"),
            new Code("EAFNOSUPPORT", 97, "Address family not supported by protocol"),
            new Code("EADDRINUSE", 98, "Address already in use"),
            new Code("EADDRNOTAVAIL", 99, "Cannot assign requested address"),
            new Code("ENETDOWN", 100, "Network is down"),
            new Code("ENETUNREACH", 101, "Network is unreachable"),
            new Code("ENETRESET", 102, "Network dropped connection on reset"),
            new Code("ECONNABORTED", 103, "Software caused connection abort"),
            new Code("ECONNRESET", 104, "Connection reset by peer"),
            new Code("ENOBUFS", 105, "No buffer space available"),
            new Code("EISCONN", 106, "Transport endpoint is already connected"),
            new Code("ENOTCONN", 107, "Transport endpoint is not connected"),
            new Code("ESHUTDOWN", 108, "Cannot send after transport endpoint shutdown"),
            new Code("ETOOMANYREFS", 109, "Too many references: cannot splice"),
            new Code("ETIMEDOUT", 110, "Connection timed out"),
            new Code("ECONNREFUSED", 111, "Connection refused"),
            new Code("EHOSTDOWN", 112, "Host is down"),
            new Code("EHOSTUNREACH", 113, "No route to host"),
            new Code("EALREADY", 114, "Operation already in progress"),
            new Code("EINPROGRESS", 115, "Operation now in progress"),
            new Code("ESTALE", 116, "Stale file handle"),
            new Code("EUCLEAN", 117, "Structure needs cleaning"),
            new Code("ENOTNAM", 118, "Not a XENIX named type file"),
            new Code("ENAVAIL", 119, "No XENIX semaphores available"),
            new Code("EISNAM", 120, "Is a named type file"),
            new Code("EREMOTEIO", 121, "Remote I/O error"),
            new Code("EDQUOT", 122, "Disk quota exceeded"),
            new Code("ENOMEDIUM", 123, "No medium found"),
            new Code("EMEDIUMTYPE", 124, "Wrong medium type"),
            new Code("ECANCELED", 125, "Operation canceled"),
            new Code("ENOKEY", 126, "Required key not available"),
            new Code("EKEYEXPIRED", 127, "Key has expired"),
            new Code("EKEYREVOKED", 128, "Key has been revoked"),
            new Code("EKEYREJECTED", 129, "Key was rejected by service"),
            new Code("EOWNERDEAD", 130, "Owner died"),
            new Code("ENOTRECOVERABLE", 131, "State not recoverable"),
            new Code("ERFKILL", 132, "Operation not possible due to RF-kill")
    );

    private static final Map<Integer, Code> BY_VALUE = new HashMap<>();

    static {
        for (Code c : ALL) {
            BY_VALUE.putIfAbsent(c.value(), c);
        }
    }

    private ErrnoCodes() {}

    /** The name {@code errno.errorcode} gives {@code value}, or null. */
    public static String name(int value) {
        Code c = BY_VALUE.get(value);
        return c == null ? null : c.name();
    }

    /** The C library's message for {@code value}, as {@code os.strerror} gives it. */
    public static String message(int value) {
        Code c = BY_VALUE.get(value);
        return c == null ? "Unknown error " + value : c.message();
    }
}
