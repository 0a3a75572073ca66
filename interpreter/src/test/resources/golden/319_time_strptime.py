# time.strptime through Lib's _strptime, in the C locale, with TZ set here
# golden: needs the standard library
import os
import time


def show(f):
    try:
        r = f()
        print(r, getattr(r, "tm_zone", "-"), getattr(r, "tm_gmtoff", "-"))
    except Exception as e:
        print(type(e).__name__, e)


os.environ["TZ"] = "Europe/Berlin"
time.tzset()
cases = [
    ("2020-07-05 13:04:05", "%Y-%m-%d %H:%M:%S"),
    ("Sun Jul  5 13:04:05 2020",),
    ("5 Jul 2020", "%d %b %Y"),
    ("Sunday, July 05, 2020", "%A, %B %d, %Y"),
    ("20/07/05 01:04 PM", "%y/%m/%d %I:%M %p"),
    ("2020 187", "%Y %j"),
    ("2020 27 0", "%Y %U %w"),
    ("2020 27 1", "%Y %W %u"),
    ("2020-W27-7", "%G-W%V-%u"),
    ("5 CEST", "%d %Z"),
    ("5 CET", "%d %Z"),
    ("5 UTC", "%d %Z"),
    ("5 +0130", "%d %z"),
    ("5 -05:30", "%d %z"),
    ("5 Z", "%d %z"),
    ("12:30:15.250", "%H:%M:%S.%f"),
    ("%", "%%"),
    ("Sun Jul  5 13:04:05 2020", "%c"),
    ("07/05/20", "%x"),
    ("13:04:05", "%X"),
    ("1999", "%Y"),
    ("x", "%d"),
    ("2020-07-05 extra", "%Y-%m-%d"),
    ("2020", "%Y %"),
    ("2020", "%Q"),
    (2020, "%Y"),
    ("2020", 5),
]
for args in cases:
    show(lambda: time.strptime(*args))
show(lambda: time.strptime())
show(lambda: time.strptime("2020", format="%Y"))
t = time.strptime("2020-07-05 13:04:05", "%Y-%m-%d %H:%M:%S")
print(time.mktime(t), time.strftime("%c", t), type(t).__name__)
