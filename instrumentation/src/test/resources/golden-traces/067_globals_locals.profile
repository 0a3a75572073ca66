lines 277
sha256 6bcb08d2f7c445770cb933e611b41d96fb3d26817fbd3599af2139e1b08f3b1f
call <module> 0
c_call <module> 4 globals
c_return <module> 4 globals
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 7 print
c_return <module> 7 print
call show_locals 8
c_call show_locals 10 locals
c_return show_locals 10 locals
c_call show_locals 11 items
c_return show_locals 11 items
c_call show_locals 11 sorted
c_return show_locals 11 sorted
return show_locals 11
c_call <module> 12 print
c_return <module> 12 print
call locals_is_snapshot 13
c_call locals_is_snapshot 15 locals
c_return locals_is_snapshot 15 locals
return locals_is_snapshot 17
c_call <module> 18 print
c_return <module> 18 print
c_call <module> 19 locals
c_return <module> 19 locals
c_call <module> 19 globals
c_return <module> 19 globals
c_call <module> 19 vars
c_return <module> 19 vars
c_call <module> 19 globals
