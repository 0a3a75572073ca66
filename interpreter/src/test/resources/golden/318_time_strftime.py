# time.strftime as CPython gets it from glibc in the C locale: every conversion, flags, widths, odd years
import os
import time


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


os.environ["TZ"] = "Europe/Berlin"
time.tzset()
summer = (2020, 7, 5, 13, 4, 5, 6, 187, 1)
winter = (2021, 1, 1, 0, 9, 8, 4, 1, 0)
for tm in [summer, winter, time.localtime(1600000000), time.gmtime(1600000000), (2020, 7, 5, 3, 4, 5, 6, 187, -1)]:
    print(time.strftime("%a %A %b %B %c %C %d %D %e %F %g %G %h %H %I %j %k %l %m %M %n %p %P %r %R %s %S %t %T "
                        "%u %U %V %w %W %x %X %y %Y %z %Z %%", tm))
for d in "aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYzZ%":
    row = []
    for fl in ["", "-", "_", "0", "^", "#"]:
        for w in ["", "1", "6"]:
            row.append(time.strftime("%" + fl + w + d, summer))
    print(d, "|".join(row))
print(time.strftime("%Q %E %Ey %Oy %Ex %EX %Ec %EC %EY %Od %Oe %OH %OI %Om %OM %OS %Ou %OU %OV %Ow %OW %Ea %Oa %+Y",
                    summer))
print(time.strftime("%5Q|%-5Q|%05Q|%5%|%-5%|%05%|%5n|%5t|%30c|%5D|%^c|%^x|%", summer))
for y in [5, 99, 999, -5, -1234, 0, 12345]:
    print(y, time.strftime("%Y|%C|%y|%G|%g|%F|%4Y|%_Y|%-C|%D|%c", (y, 1, 1, 0, 0, 0, 0, 1, 0)))
# ISO weeks around the new year
for day in range(26, 32):
    tm = time.localtime(time.mktime((2020, 12, day, 12, 0, 0, 0, 0, -1)))
    tm2 = time.localtime(time.mktime((2021, 1, day - 25, 12, 0, 0, 0, 0, -1)))
    print(time.strftime("%F %a %G-%V %g %U %W %u %w %j", tm), "|", time.strftime("%F %a %G-%V %g %U %W %u %w %j", tm2))
# %Z and %z from a struct_time's zone, or from tzname and tm_isdst for a tuple
print(time.strftime("%Z|%z", time.struct_time((2020, 1, 1, 12, 0, 0, 0, 0, 1, "ABC", 3600 * 5 + 60 * 7 + 30))))
print(time.strftime("%Z|%z", time.struct_time((2020, 1, 1, 12, 0, 0, 0, 0, 0, None, -3600 * 5 - 60 * 7))))
print(time.strftime("%Z|%z", (2020, 1, 1, 0, 0, 0, 0, 1, 0)), time.strftime("%Z|%z", (2020, 7, 1, 0, 0, 0, 0, 1, 5)))
print(repr(time.strftime("%Z|%z", (2020, 7, 1, 0, 0, 0, 0, 1, -3))))
print(time.strftime("é %Y € ✓ %%"), time.strftime(""), time.strftime("plain") == "plain")
for bad in [(b"%Y",), ("a\0b", summer), ("%Y", (2020, 7, 1)), ("%Y", (2020, 13, 1, 0, 0, 0, 0, 1, 0)),
            ("%Y", [2020, 7, 1, 0, 0, 0, 0, 1, 0]), ("%Y", summer, 1), ()]:
    show(lambda: time.strftime(*bad))
print(time.strftime("%Y %m %d %j %a", (2020, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.strftime("%S %j", (2021, 1, 1, 12, 0, 61, 4, 366, 0)))
os.environ["TZ"] = "America/New_York"
time.tzset()
print(time.strftime("%c %Z %z %s", time.localtime(1600000000)), time.strftime("%Z", (2020, 1, 1, 0, 0, 0, 0, 1, 1)))
