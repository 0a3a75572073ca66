# locale over _locale in the C and C.UTF-8 locales: setlocale, getlocale, localeconv, nl_langinfo, getencoding,
# strcoll, strxfrm, the number formatting built on them, and locale.Error for a locale that is not there
# golden: needs _locale
import locale

print(locale.setlocale(locale.LC_ALL, "C"), locale.setlocale(locale.LC_ALL), locale.getlocale())
print(locale.getencoding(), locale.nl_langinfo(locale.CODESET))
print(locale.setlocale(locale.LC_ALL, "POSIX"), locale.setlocale(locale.LC_CTYPE, "C.UTF-8"))
print(locale.getencoding(), locale.nl_langinfo(locale.CODESET), locale.getlocale())
print(locale.setlocale(locale.LC_ALL))
print(locale.setlocale(locale.LC_NUMERIC, "C.UTF-8"), locale.getlocale(locale.LC_NUMERIC))
composite = locale.setlocale(locale.LC_ALL)
locale.setlocale(locale.LC_ALL, "C")
print(locale.setlocale(locale.LC_ALL, composite) == composite, locale.setlocale(locale.LC_TIME))
print(locale.setlocale(locale.LC_ALL, "C.UTF-8"), locale.setlocale(locale.LC_ALL, "C.utf8"))
print(locale.setlocale(locale.LC_ALL, "C"))

conv = locale.localeconv()
print(sorted(conv.items()))
for name in ["CODESET", "D_T_FMT", "D_FMT", "T_FMT", "T_FMT_AMPM", "AM_STR", "PM_STR", "DAY_1", "DAY_7",
             "ABDAY_3", "MON_1", "MON_12", "ABMON_9", "RADIXCHAR", "THOUSEP", "YESEXPR", "NOEXPR", "CRNCYSTR",
             "ERA", "ERA_D_T_FMT", "ERA_D_FMT", "ERA_T_FMT", "ALT_DIGITS"]:
    print(name, repr(locale.nl_langinfo(getattr(locale, name))))

print(locale.strcoll("a", "b"), locale.strcoll("b", "a"), locale.strcoll("a", "a"), locale.strcoll("B", "a"))
print(locale.strcoll("abc", "ab"), locale.strcoll("\u00e9", "f"), locale.strcoll("\U0001f600", "\uffff"))
print(repr(locale.strxfrm("abc")), repr(locale.strxfrm("")), sorted(["b", "A", "a", "\u00e9"], key=locale.strxfrm))
print(locale.format_string("%.2f", 1234.5, grouping=True), locale.format_string("%d", 1234567, grouping=True))
print(locale.atof("1.5"), locale.atoi("42"), locale.str(1.25), locale.delocalize("3.14"), locale.localize("2.5"))
print(locale.CHAR_MAX, locale.LC_CTYPE, locale.LC_ALL, locale.LC_MESSAGES, issubclass(locale.Error, Exception))
print(locale.Error.__module__, locale.Error.__name__)


def show(f, *args):
    try:
        print("ok", repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


show(locale.setlocale, locale.LC_ALL, "xx_XX.NOPE")
show(locale.setlocale, locale.LC_ALL, "LC_CTYPE=C;LC_NUMERIC=C")
show(locale.setlocale, 99)
show(locale.setlocale, 99, "C")
show(locale.setlocale, "x")
show(locale.nl_langinfo, 12345)
show(locale.nl_langinfo, "x")
show(locale.strcoll, "a", 1)
show(locale.strcoll, 1, "a")
show(locale.strxfrm, 1)
show(locale.strxfrm, "a\0b")
show(locale.localeconv, 1)
print(locale.setlocale(locale.LC_ALL))
