lines 853
sha256 5b8f7c6f4d4eee2bd5bb9c9d04bd55c0c6d4cb87d27b4c4890f7e36db202b0a8
call <module> 0
c_call <module> 15 len
c_return <module> 15 len
c_call <module> 21 print
c_return <module> 21 print
call <listcomp> 22
return <listcomp> 22
c_call <module> 22 print
c_return <module> 22 print
call <listcomp> 23
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
c_call <listcomp> 23 count
c_return <listcomp> 23 count
