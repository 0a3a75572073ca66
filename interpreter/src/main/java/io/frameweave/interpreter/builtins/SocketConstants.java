package io.frameweave.interpreter.builtins;

/**
 * The {@code _socket} module's integer constants, with Linux's values (x86-64 and arm64 agree on these): address
 * families, socket kinds, option levels and names, message flags, {@code getaddrinfo}'s flags and error codes.
 * The families and options a JVM cannot use (packet, netlink, CAN, TIPC...) are left out except the few CPython's
 * {@code socket.py} names.
 */
final class SocketConstants {
    static final int AF_UNSPEC = 0;
    static final int AF_UNIX = 1;
    static final int AF_INET = 2;
    static final int AF_INET6 = 10;
    static final int SOCK_STREAM = 1;
    static final int SOCK_DGRAM = 2;
    static final int SOCK_RAW = 3;
    static final int SOCK_NONBLOCK = 04000;
    static final int SOCK_CLOEXEC = 02000000;
    static final int SOL_SOCKET = 1;
    static final int IPPROTO_IP = 0;
    static final int IPPROTO_TCP = 6;
    static final int IPPROTO_UDP = 17;
    static final int IPPROTO_IPV6 = 41;
    static final int MSG_PEEK = 2;
    static final int MSG_DONTWAIT = 0x40;
    static final int AI_PASSIVE = 1;
    static final int AI_CANONNAME = 2;
    static final int AI_NUMERICHOST = 4;
    static final int AI_NUMERICSERV = 1024;
    static final int NI_NUMERICHOST = 1;
    static final int NI_NUMERICSERV = 2;
    static final int NI_NAMEREQD = 8;
    static final int NI_DGRAM = 16;

    /** Name, value, name, value...: every constant the module exports. */
    static final Object[] ALL = {
        "AF_INET", 2, "AF_INET6", 10, "AF_NETLINK", 16, "AF_PACKET", 17, "AF_UNIX", 1, "AF_UNSPEC", 0,
        "AI_ADDRCONFIG", 32, "AI_ALL", 16, "AI_CANONNAME", 2, "AI_NUMERICHOST", 4, "AI_NUMERICSERV", 1024,
        "AI_PASSIVE", 1, "AI_V4MAPPED", 8, "EAI_ADDRFAMILY", -9, "EAI_AGAIN", -3, "EAI_BADFLAGS", -1,
        "EAI_FAIL", -4, "EAI_FAMILY", -6, "EAI_MEMORY", -10, "EAI_NODATA", -5, "EAI_NONAME", -2,
        "EAI_OVERFLOW", -12, "EAI_SERVICE", -8, "EAI_SOCKTYPE", -7, "EAI_SYSTEM", -11,
        "INADDR_ALLHOSTS_GROUP", 3758096385L, "INADDR_ANY", 0, "INADDR_BROADCAST", 4294967295L,
        "INADDR_LOOPBACK", 2130706433L, "INADDR_MAX_LOCAL_GROUP", 3758096639L, "INADDR_NONE", 4294967295L,
        "INADDR_UNSPEC_GROUP", 3758096384L, "IPPORT_RESERVED", 1024, "IPPORT_USERRESERVED", 5000, "IPPROTO_AH", 51,
        "IPPROTO_DSTOPTS", 60, "IPPROTO_EGP", 8, "IPPROTO_ESP", 50, "IPPROTO_FRAGMENT", 44, "IPPROTO_GRE", 47,
        "IPPROTO_HOPOPTS", 0, "IPPROTO_ICMP", 1, "IPPROTO_ICMPV6", 58, "IPPROTO_IDP", 22, "IPPROTO_IGMP", 2,
        "IPPROTO_IP", 0, "IPPROTO_IPIP", 4, "IPPROTO_IPV6", 41, "IPPROTO_MPTCP", 262, "IPPROTO_NONE", 59,
        "IPPROTO_PIM", 103, "IPPROTO_PUP", 12, "IPPROTO_RAW", 255, "IPPROTO_ROUTING", 43, "IPPROTO_RSVP", 46,
        "IPPROTO_SCTP", 132, "IPPROTO_TCP", 6, "IPPROTO_TP", 29, "IPPROTO_UDP", 17, "IPPROTO_UDPLITE", 136,
        "IPV6_CHECKSUM", 7, "IPV6_DONTFRAG", 62, "IPV6_DSTOPTS", 59, "IPV6_HOPLIMIT", 52, "IPV6_HOPOPTS", 54,
        "IPV6_JOIN_GROUP", 20, "IPV6_LEAVE_GROUP", 21, "IPV6_MULTICAST_HOPS", 18, "IPV6_MULTICAST_IF", 17,
        "IPV6_MULTICAST_LOOP", 19, "IPV6_NEXTHOP", 9, "IPV6_PATHMTU", 61, "IPV6_PKTINFO", 50,
        "IPV6_RECVDSTOPTS", 58, "IPV6_RECVHOPLIMIT", 51, "IPV6_RECVHOPOPTS", 53, "IPV6_RECVPATHMTU", 60,
        "IPV6_RECVPKTINFO", 49, "IPV6_RECVRTHDR", 56, "IPV6_RECVTCLASS", 66, "IPV6_RTHDR", 57,
        "IPV6_RTHDRDSTOPTS", 55, "IPV6_RTHDR_TYPE_0", 0, "IPV6_TCLASS", 67, "IPV6_UNICAST_HOPS", 16,
        "IPV6_V6ONLY", 26, "IP_ADD_MEMBERSHIP", 35, "IP_BIND_ADDRESS_NO_PORT", 24, "IP_DEFAULT_MULTICAST_LOOP", 1,
        "IP_DEFAULT_MULTICAST_TTL", 1, "IP_DROP_MEMBERSHIP", 36, "IP_HDRINCL", 3, "IP_MAX_MEMBERSHIPS", 20,
        "IP_MULTICAST_IF", 32, "IP_MULTICAST_LOOP", 34, "IP_MULTICAST_TTL", 33, "IP_OPTIONS", 4, "IP_RECVOPTS", 6,
        "IP_RECVRETOPTS", 7, "IP_RECVTOS", 13, "IP_RETOPTS", 7, "IP_TOS", 1, "IP_TRANSPARENT", 19, "IP_TTL", 2,
        "MSG_CMSG_CLOEXEC", 1073741824L, "MSG_CONFIRM", 2048, "MSG_CTRUNC", 8, "MSG_DONTROUTE", 4,
        "MSG_DONTWAIT", 64, "MSG_EOR", 128, "MSG_ERRQUEUE", 8192, "MSG_FASTOPEN", 536870912, "MSG_MORE", 32768,
        "MSG_NOSIGNAL", 16384, "MSG_OOB", 1, "MSG_PEEK", 2, "MSG_TRUNC", 32, "MSG_WAITALL", 256, "NI_DGRAM", 16,
        "NI_MAXHOST", 1025, "NI_MAXSERV", 32, "NI_NAMEREQD", 8, "NI_NOFQDN", 4, "NI_NUMERICHOST", 1,
        "NI_NUMERICSERV", 2, "SCM_CREDENTIALS", 2, "SCM_RIGHTS", 1, "SHUT_RD", 0, "SHUT_RDWR", 2, "SHUT_WR", 1,
        "SOCK_CLOEXEC", 524288, "SOCK_DGRAM", 2, "SOCK_NONBLOCK", 2048, "SOCK_RAW", 3, "SOCK_RDM", 4,
        "SOCK_SEQPACKET", 5, "SOCK_STREAM", 1, "SOL_IP", 0, "SOL_SOCKET", 1, "SOL_TCP", 6, "SOL_UDP", 17,
        "SO_ACCEPTCONN", 30, "SO_BINDTODEVICE", 25, "SO_BROADCAST", 6, "SO_DEBUG", 1, "SO_DOMAIN", 39,
        "SO_DONTROUTE", 5, "SO_ERROR", 4, "SO_INCOMING_CPU", 49, "SO_KEEPALIVE", 9, "SO_LINGER", 13, "SO_MARK", 36,
        "SO_OOBINLINE", 10, "SO_PASSCRED", 16, "SO_PASSSEC", 34, "SO_PEERCRED", 17, "SO_PEERSEC", 31,
        "SO_PRIORITY", 12, "SO_PROTOCOL", 38, "SO_RCVBUF", 8, "SO_RCVLOWAT", 18, "SO_RCVTIMEO", 20,
        "SO_REUSEADDR", 2, "SO_REUSEPORT", 15, "SO_SNDBUF", 7, "SO_SNDLOWAT", 19, "SO_SNDTIMEO", 21, "SO_TYPE", 3,
        "TCP_CONGESTION", 13, "TCP_CORK", 3, "TCP_DEFER_ACCEPT", 9, "TCP_FASTOPEN", 23, "TCP_INFO", 11,
        "TCP_KEEPCNT", 6, "TCP_KEEPIDLE", 4, "TCP_KEEPINTVL", 5, "TCP_LINGER2", 8, "TCP_MAXSEG", 2,
        "TCP_NODELAY", 1, "TCP_NOTSENT_LOWAT", 25, "TCP_QUICKACK", 12, "TCP_SYNCNT", 7, "TCP_USER_TIMEOUT", 18,
        "TCP_WINDOW_CLAMP", 10,
        "SOMAXCONN", 4096,
    };

    private SocketConstants() {}
}
