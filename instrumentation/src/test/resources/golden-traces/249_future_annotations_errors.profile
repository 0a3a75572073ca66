lines 301
sha256 4c73ca9c52c438652b312dd83b7546305f87bf7f01ecbf8348c4b4e14293ebbb
call <module> 0
c_call <module> 11 hex
c_return <module> 11 hex
call flags 6
c_call flags 7 compile
c_return flags 7 compile
call <listcomp> 8
c_call <listcomp> 8 hasattr
c_return <listcomp> 8 hasattr
c_call <listcomp> 8 hasattr
c_return <listcomp> 8 hasattr
c_call <listcomp> 8 hasattr
c_return <listcomp> 8 hasattr
c_call <listcomp> 8 hasattr
c_return <listcomp> 8 hasattr
c_call <listcomp> 8 hasattr
c_return <listcomp> 8 hasattr
c_call <listcomp> 8 hasattr
c_return <listcomp> 8 hasattr
return <listcomp> 8
call <listcomp> 9
return <listcomp> 9
return flags 9
call flags 6
c_call flags 7 compile
c_return flags 7 compile
call <listcomp> 8
c_call <listcomp> 8 hasattr
c_return <listcomp> 8 hasattr
c_call <listcomp> 8 hasattr
