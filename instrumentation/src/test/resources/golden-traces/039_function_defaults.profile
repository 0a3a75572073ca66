lines 117
sha256 7043855ff1ba056b7748d27413c17aaee9b19dac3445e64fa57b04e36e12efc0
call <module> 0
call greet 2
return greet 3
call greet 2
return greet 3
call greet 2
return greet 3
call greet 2
return greet 3
c_call <module> 4 print
c_return <module> 4 print
call append_to 5
c_call append_to 6 append
c_return append_to 6 append
return append_to 7
call append_to 5
c_call append_to 6 append
c_return append_to 6 append
return append_to 7
call append_to 5
c_call append_to 6 append
c_return append_to 6 append
return append_to 7
c_call <module> 8 print
c_return <module> 8 print
call append_safe 9
c_call append_safe 12 append
c_return append_safe 12 append
return append_safe 13
call append_safe 9
