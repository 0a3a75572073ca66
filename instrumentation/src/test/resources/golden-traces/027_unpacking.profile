lines 73
sha256 e19e18407865e71dee3cde39eb7cc9805732f1b7d91dc6db97e36d9683baf1b3
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 22 print
c_return <module> 22 print
c_call <module> 22 print
c_return <module> 22 print
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 25 print
c_return <module> 25 print
c_call <module> 26 print
