lines 103
sha256 54a9ca01b8ff413d2cb635058d640fc0f0f7cf9c7bdeaa66a9ff17bc8149a944
call <module> 0
c_call <module> 4 len
c_return <module> 4 len
c_call <module> 4 print
c_return <module> 4 print
call parse 5
c_call parse 8 startswith
c_return parse 8 startswith
c_call parse 10 startswith
c_return parse 10 startswith
c_call parse 14 append
c_return parse 14 append
c_call parse 8 startswith
c_return parse 8 startswith
c_call parse 10 startswith
c_return parse 10 startswith
c_call parse 14 append
c_return parse 14 append
c_call parse 8 startswith
c_return parse 8 startswith
c_call parse 9 append
c_return parse 9 append
c_call parse 8 startswith
c_return parse 8 startswith
c_call parse 10 startswith
c_return parse 10 startswith
c_call parse 14 append
c_return parse 14 append
c_call parse 8 startswith
c_return parse 8 startswith
