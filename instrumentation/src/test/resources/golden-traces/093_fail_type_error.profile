lines 33
sha256 2a81231c2292d328415a8f2d9a3af29aeacbc267cdb424ca6e4ac01c548b4110
call <module> 0
call format_row 2
return format_row 3
c_call <module> 6 print
c_return <module> 6 print
call format_row 2
return format_row 3
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 9 items
c_return <module> 9 items
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 __build_class__
call Report 12
return Report 15
c_return <module> 12 __build_class__
call __init__ 13
return __init__ 14
call render 15
c_call render 16 upper
c_return render 16 upper
c_call render 18 append
c_return render 18 append
c_call render 19 join
c_return render 19 join
return render 19
c_call <module> 20 print
c_return <module> 20 print
call format_row 2
