lines 137
sha256 3f27cc58aa188ea8f98291b032196c7cba40059ee8b4f8d0683c82b99778ed2d
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 14 write
c_return <module> 14 write
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 17 print
