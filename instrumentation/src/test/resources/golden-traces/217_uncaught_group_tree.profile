lines 39
sha256 fac40def65279918cf346f0cf83582f5867ff6d8400e1158fac1d2afdb3f277b
call <module> 0
c_call <module> 52 print
c_return <module> 52 print
call main 41
c_call main 43 print
c_return main 43 print
call collect 9
call fail 5
return fail 6
c_call collect 15 append
c_return collect 15 append
call fail 5
return fail 6
c_call collect 15 append
c_return collect 15 append
c_call collect 22 add_note
c_return collect 22 add_note
c_call collect 23 append
c_return collect 23 append
c_call collect 30 append
c_return collect 30 append
c_call collect 32 compile
c_exception collect 32 compile
c_call collect 34 append
c_return collect 34 append
c_call collect 36 add_note
c_return collect 36 add_note
c_call collect 37 append
c_return collect 37 append
return collect 38
