lines 257
sha256 8fc0c6538ea83df825d4f359f8130d7bb05c8da50969f46ad1fd88270a6dc3f8
call <module> 0
c_call <module> 3 strip
c_return <module> 3 strip
c_call <module> 3 repr
c_return <module> 3 repr
c_call <module> 3 lstrip
c_return <module> 3 lstrip
c_call <module> 3 repr
c_return <module> 3 repr
c_call <module> 3 rstrip
c_return <module> 3 rstrip
c_call <module> 3 repr
c_return <module> 3 repr
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 strip
c_return <module> 4 strip
c_call <module> 4 repr
c_return <module> 4 repr
c_call <module> 4 strip
c_return <module> 4 strip
c_call <module> 4 repr
c_return <module> 4 repr
c_call <module> 4 rstrip
c_return <module> 4 rstrip
c_call <module> 4 repr
c_return <module> 4 repr
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 split
