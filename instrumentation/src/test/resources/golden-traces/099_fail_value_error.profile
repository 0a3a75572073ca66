lines 53
sha256 5debc2a04a59fbb22abf7dc395aa05bc0463f7c6ebd27b70979a280d2c7bbfaf
call <module> 0
call safe_parse 13
c_call safe_parse 15 splitlines
c_return safe_parse 15 splitlines
c_call safe_parse 17 append
c_return safe_parse 17 append
c_call safe_parse 17 append
c_return safe_parse 17 append
c_call safe_parse 17 append
c_return safe_parse 17 append
c_call safe_parse 19 repr
c_return safe_parse 19 repr
c_call safe_parse 19 print
c_return safe_parse 19 print
c_call safe_parse 17 append
c_return safe_parse 17 append
return safe_parse 20
c_call <module> 21 print
c_return <module> 21 print
call safe_parse 13
c_call safe_parse 15 splitlines
c_return safe_parse 15 splitlines
c_call safe_parse 17 append
c_return safe_parse 17 append
c_call safe_parse 17 append
c_return safe_parse 17 append
return safe_parse 20
c_call <module> 22 sum
c_return <module> 22 sum
c_call <module> 22 print
